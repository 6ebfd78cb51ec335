/** The Projects screen's texts. */
export const PROJECT_TEXTS = {
  add: "New Project",
  createTitle: "Create Project",
  editTitle: "Edit Project",
  submitCreate: "Create Project",
  submitUpdate: "Save Changes",
  noDescription: "No description",
  noDueDate: "No due date",
  emptyTitle: "No projects yet",
  emptyDescription: "Create your first project to start tracking progress, deadlines and budgets.",
  emptyAction: "Create Your First Project",
  confirmDelete: "Are you sure you want to delete this project?",
  created: "Project created successfully",
  updated: "Project updated successfully",
  deleted: "Project deleted successfully",
  createFailed: "Failed to create project",
  updateFailed: "Failed to update project",
  deleteFailed: "Failed to delete project",
  noClients: "You need a client before you can create a project.",
  addClient: "Add a client",
} as const;

/** Skeleton cards shown while the list loads. */
export const PROJECT_SKELETON_COUNT = 6;

/** Projects per page of the list; "Load more" fetches the next page. */
export const PROJECTS_PAGE_SIZE = 50;

/** Clients offered in the form's select (a provider has about 1 to 50 clients). */
export const OPTIONS_LIMIT = 100;
