/** The Automation Workflows screen's texts. */
export const AUTOMATION_TEXTS = {
  add: "Create Workflow",
  workflowsTab: "Workflows",
  executionsTab: "Execution History",
  templatesTab: "Templates",
  // stat cards
  totalWorkflows: "Total Workflows",
  activeWorkflows: "Active Workflows",
  totalRuns: "Total Runs",
  recentExecutions: "Recent Executions",
  // workflow cards
  active: "Active",
  inactive: "Inactive",
  trigger: "Trigger",
  actions: "Actions",
  runs: "Runs",
  lastRun: "Last run",
  never: "Never",
  created: "Created",
  runNow: "Run Now",
  edit: "Edit",
  delete: "Delete",
  cancel: "Cancel",
  deleteTitle: "Delete Workflow",
  confirmDelete: (name: string) => `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  emptyTitle: "No workflows yet",
  emptyDescription: "Create your first automation workflow to streamline your business processes.",
  emptyAction: "Create Your First Workflow",
  // toasts
  statusUpdated: "Workflow status updated",
  statusFailed: "Failed to update workflow status",
  executed: "Workflow executed successfully",
  executeFailed: "Failed to execute workflow",
  runSkipped: "Workflow run skipped",
  // Run Now dialog
  runTitle: (name: string) => `Run Now: ${name}`,
  runDescription: "Choose the record the run is about: its steps use it as if it had triggered the workflow.",
  runRecordKind: "Record type",
  runRecord: (kind: string) => kind,
  runNoRecord: "No record",
  runSelectRecord: (kind: string) => `Select a ${kind.toLowerCase()}`,
  runNoRecords: (kind: string) => `No ${kind.toLowerCase()} records yet.`,
  runNeedsRecord: (kind: string) => `Select the ${kind.toLowerCase()} to run on`,
  run: "Run",
  runAgain: "Run again",
  runRunning: "Running...",
  runWaiting: (until: string) => `Waiting: the run continues ${until}`,
  runSucceeded: "The run ended successfully.",
  runFailedAt: (step: number, label: string) => `Step ${step} (${label}) failed`,
  runFailedReason: "The run failed",
  runSkippedReason: "The run was skipped",
  deleted: "Workflow deleted successfully",
  deleteFailed: "Failed to delete workflow",
  workflowCreated: "Workflow created successfully",
  updated: "Workflow updated successfully",
  createFailed: "Failed to create workflow",
  updateFailed: "Failed to update workflow",
  // executions
  executionsHeading: "Recent Executions",
  executionsEmptyTitle: "No executions yet",
  executionsEmptyDescription: "Workflow executions will appear here once your workflows start running.",
  executionDetails: "Execution details",
  steps: "Steps",
  noSteps: "No steps recorded.",
  startedOn: "Started on",
  noRecord: "no record (run by hand)",
  unnamedRecord: "(unnamed)",
  stepInput: "Input",
  stepOutput: "Output",
  statusFilter: "Status",
  allStatuses: "All",
  noExecutionsWithStatus: (status: string) => `No ${status} executions among the ${EXECUTIONS_SHOWN} newest.`,
  attempts: (n: number) => (n === 1 ? "1 attempt" : `${n} attempts`),
  retry: "Retry",
  retried: "Retry started",
  retryFailed: "Failed to retry workflow",
  close: "Close",
  // templates
  templatesEmptyTitle: "No templates available",
  templatesEmptyDescription: "Automation templates will be available soon to help you get started quickly.",
  useTemplate: "Use Template",
  usedTimes: (n: number) => `Used ${n} times`,
  fromTemplateTitle: "Success",
  fromTemplate: "Workflow created from template",
  fromTemplateFailed: "Failed to create workflow from template",
  general: "general",
} as const;

/** The workflow dialog's texts. */
export const FORM_TEXTS = {
  createTitle: "Create New Workflow",
  templateReviewTitle: (name: string) => `From the template "${name}"`,
  templateReview: "Review each step before saving. The workflow is saved switched off: turn it on from its card when it is ready.",
  editTitle: "Edit Workflow",
  description: "Set up automated actions based on specific triggers in your business",
  submitCreate: "Create Workflow",
  submitUpdate: "Update Workflow",
  saving: "Saving...",
  cancel: "Cancel",
  name: "Workflow Name",
  workflowDescription: "Description",
  trigger: "Trigger",
  selectTrigger: "Select a trigger",
  actions: "Actions",
  noActions: "No actions yet: add the first one below.",
  addAction: "Add Action",
  actionType: "Action type",
  moveUp: "Move up",
  moveDown: "Move down",
  remove: "Remove",
  placeholdersHint: "Text fields may use placeholders, filled from the trigger's records:",
  // per-type fields
  subject: "Subject",
  message: "Message",
  to: "Send to",
  toClient: "The client",
  toAddress: "An e-mail address",
  address: "E-mail address",
  title: "Title",
  taskDescription: "Task description",
  priority: "Priority",
  assignTo: "Assign to",
  self: "Myself",
  dueInDays: "Due in days",
  entity: "Record",
  status: "Status",
  notificationType: "Notification type",
  eventTitle: "Event title",
  duration: "Duration (minutes)",
  eventType: "Event type",
  startsInDays: "Starts in days",
  teamMember: "Team member",
  selectTeamMember: "Select a team member",
  role: "Role",
  target: "Assign to the trigger's",
} as const;

/** Skeletons while the lists load. */
export const WORKFLOW_SKELETON_COUNT = 3;
export const EXECUTION_SKELETON_COUNT = 5;
export const TEMPLATE_SKELETON_COUNT = 6;

/** Workflows per page ('Load more' fetches the next). */
export const WORKFLOWS_PAGE_SIZE = 50;

/** The statuses the execution history may be narrowed to. */
export const EXECUTION_STATUSES = ["running", "waiting", "success", "failed", "skipped"] as const;

/** The execution history shows the 20 newest runs only; runs pushed live go on top of them. */
export const EXECUTIONS_SHOWN = 20;

/** Team members the form offers. */
export const TEAM_OPTIONS_LIMIT = 100;
