import { TOGGLE_FAILED } from "../../components/useSetTaskCompletedMutation";
/** The Tasks screen's texts. */
export const TASK_TEXTS = {
  add: "New Task",
  createTitle: "Create Task",
  editTitle: "Edit Task",
  submitCreate: "Create Task",
  submitUpdate: "Save Changes",
  overdue: "Overdue",
  noProject: "No project",
  noClient: "No client",
  /** The assignee select's 'none' choice. */
  unassigned: "Unassigned",
  emptyTitle: "No tasks yet",
  emptyDescription: "Create your first task to keep track of what needs to get done.",
  emptyAction: "Create Your First Task",
  confirmDelete: "Are you sure you want to delete this task?",
  created: "Task created successfully",
  updated: "Task updated successfully",
  deleted: "Task deleted successfully",
  createFailed: "Failed to create task",
  updateFailed: "Failed to update task",
  deleteFailed: "Failed to delete task",
  /** The checkbox toggle's failure text. */
  toggleFailed: TOGGLE_FAILED,
  /** A link (`/tasks?id=`, from a notification) to a task that is gone. */
  notFound: "This task no longer exists.",
} as const;

/** Skeleton rows shown while the list loads. */
export const TASK_SKELETON_COUNT = 5;

/** Tasks per page of the list; "Load more" fetches the next page. */
export const TASKS_PAGE_SIZE = 50;

/** Projects, clients and team members offered in the form's selects. */
export const OPTIONS_LIMIT = 100;
