// The dashboard module's face: its figures, live, and the time-zone fallback the reports share.
import "./dashboard.schema";
import type { ApiModule } from "../../module";
import { dashboardRoutes } from "./dashboard.rest";

export { withTimeZoneFallback } from "./dashboard.service";

export const dashboardModule: ApiModule = { name: "dashboard", routes: dashboardRoutes };
