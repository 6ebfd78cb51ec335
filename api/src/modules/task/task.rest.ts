import { TASK_STATUSES, taskSchema } from "@common/task";
import { PRIORITIES } from "@common/project";
import { recordRoutes } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import { createTask, deleteTask, listTasks, toTaskJson, updateTask } from "./task.service";

/** A task as REST answers it (toTaskJson). */
const taskJson = servedBy(j.object({
  id: j.uuid(), userId: j.uuid(), projectId: j.nullable(j.uuid()), clientId: j.nullable(j.uuid()), assigneeId: j.nullable(j.uuid()),
  title: j.string(), description: j.nullable(j.string()), status: j.enum(TASK_STATUSES), priority: j.enum(PRIORITIES),
  dueDate: j.nullable(j.day()), completedAt: j.nullable(j.dateTime()),
  estimatedHours: j.nullable(j.integer()), actualHours: j.nullable(j.integer()), createdAt: j.dateTime(), updatedAt: j.dateTime(),
}, "Task"), toTaskJson);

/** PUT is also the checkbox toggle, which sends only { status, completedAt }. */
export const taskRoutes = recordRoutes("/api/tasks", {
  list: listTasks, create: createTask, update: updateTask, remove: deleteTask, toJson: toTaskJson, json: taskJson, versioned: true,
  doc: { name: "task", schema: taskSchema, errors: { create: [404], update: [404] } },
});
