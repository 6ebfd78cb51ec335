// The task module's face: its records, and the one rule of an open task in SQL and Prisma form (common/task.ts).
import "./task.record";
import "./task.schema";
import "./task.hub";
import "./task.search";
import type { ApiModule } from "../../module";
import { taskRoutes } from "./task.rest";

export { OPEN_TASK_SQL, OPEN_TASK_WHERE, createTask, updateTask } from "./task.service";

export const taskModule: ApiModule = { name: "task", routes: taskRoutes };
