import { useCallback } from "react";
import { graphql } from "react-relay/hooks";
import { isTaskOverdue } from "@common/task-display";
import type { MutationOutcome } from "../relay/mutationResult";
import { useOutcomeMutation } from "../relay/useOutcomeMutation";
import type { useSetTaskCompletedMutation as Op } from "./__generated__/useSetTaskCompletedMutation.graphql";

const mutation = graphql`
  mutation useSetTaskCompletedMutation($input: SetTaskCompletedInput!) {
    setTaskCompleted(input: $input) {
      __typename
      ... on SetTaskCompletedPayload {
        task {
          id
          status
          completedAt
          isOverdue
          updatedAt
        }
      }
      ...mutationResult_error @alias(as: "error")
    }
  }
`;

/** The toast of a refused toggle. */
export const TOGGLE_FAILED = "Failed to update task";

/** What the toggle needs to know about a task (its due date, for the optimistic 'Overdue'). */
export interface TaskToggleTarget {
  /** The task's global id. */
  id: string;
  /** its due day (YYYY-MM-DD) */
  dueDate?: string | null;
  /** the workspace's zone, where the due day ends */
  timeZone?: string | null;
}

/**
 * The task checkbox: completing sets completedAt to now, reopening sets status pending and completedAt
 * null. The change shows at once (optimistic: status, completedAt, isOverdue on the task record, so every list
 * reading it follows) and is rolled back if the server refuses; a failure shows 'Error' / 'Failed to update task'.
 * After success the sidebar's overdue-tasks badge is refreshed. Self-contained: the tasks screen's rows and the
 * dashboard's upcoming tasks both use it (a part of no module, since no module imports another).
 */
export function useSetTaskCompletedMutation(): [(task: TaskToggleTarget, completed: boolean) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.setTaskCompleted,
    payloadType: "SetTaskCompletedPayload",
    listKeys: ["TaskList_tasks"],
    refreshCounts: true,
    failureToast: TOGGLE_FAILED,
  });
  const setCompleted = useCallback(
    (task: TaskToggleTarget, completed: boolean) => {
      const now = new Date();
      return run({
        variables: { input: { id: task.id, completed } },
        // the task record is changed directly: an optimisticResponse would be checked against the error members too
        optimisticUpdater: (store) => {
          const record = store.get(task.id);
          if (!record) return;
          record.setValue(completed ? "completed" : "pending", "status");
          record.setValue(completed ? now.toISOString() : null, "completedAt");
          record.setValue(completed ? false : isTaskOverdue({ status: "pending", dueDate: task.dueDate }, now, task.timeZone), "isOverdue");
        },
      });
    },
    [run],
  );
  return [setCompleted, inFlight];
}
