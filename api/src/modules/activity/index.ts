// The activity module's face: the activity log (written with each record by db/recorded.ts), read by the dashboard.
import "./activity.schema";
import type { ApiModule } from "../../module";

export const activityModule: ApiModule = { name: "activity" };
