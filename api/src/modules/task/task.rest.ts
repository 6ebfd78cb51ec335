import { taskSchema } from "@common/task";
import { recordRoutes } from "../../rest/registry";
import { createTask, deleteTask, listTasks, toTaskJson, updateTask } from "./task.service";

/** PUT is also the checkbox toggle, which sends only { status, completedAt }. */
export const taskRoutes = recordRoutes("/api/tasks", {
  list: listTasks, create: createTask, update: updateTask, remove: deleteTask, toJson: toTaskJson, versioned: true,
  doc: { name: "task", schema: taskSchema },
});
