/** The Team Members screen's texts. */
export const TEAM_MEMBER_TEXTS = {
  add: "Add Team Member",
  createTitle: "Add Team Member",
  editTitle: "Edit Team Member",
  submitCreate: "Add Team Member",
  submitUpdate: "Save Changes",
  emptyTitle: "No team members yet",
  emptyDescription: "Start building your team by adding your first team member.",
  emptyAction: "Add Team Member",
  confirmDelete: "Are you sure you want to delete this team member?",
  created: "Team member added",
  updated: "Team member updated",
  deleted: "Team member deleted",
  createFailed: "Failed to add team member. Please try again.",
  updateFailed: "Failed to update team member. Please try again.",
  deleteFailed: "Failed to delete team member. Please try again.",
} as const;

/**
 * How the failure toasts add the server's message: the failure texts end in a full stop, so a space follows
 * ('Failed to delete team member. Please try again. Team member not found').
 */
export const TEAM_MEMBER_FAILURE_TOAST = { separator: " " } as const;

/** Skeleton cards shown while the list loads. */
export const TEAM_MEMBER_SKELETON_COUNT = 6;

/** Team members per page of the list (a team is smaller than the 50 clients a provider has at most). */
export const TEAM_MEMBERS_PAGE_SIZE = 100;
