// The report module's face.
import "./report.schema";
import type { ApiModule } from "../../module";
import { reportRoutes } from "./report.rest";

export const reportModule: ApiModule = { name: "report", routes: reportRoutes };
