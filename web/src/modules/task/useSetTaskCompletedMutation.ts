import { useCallback } from "react";
import { graphql } from "react-relay";
import { isTaskOverdue } from "@common/task";
import { showFailure, type MutationOutcome } from "../../relay/mutationResult";
import { useOutcomeMutation } from "../../relay/useOutcomeMutation";
import { TASK_TEXTS } from "./texts";
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
        }
      }
      # concrete error types (not "... on Error"), so the optimistic response validates against the selection
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
      ... on NotFoundError {
        message
      }
      ... on ConflictError {
        message
      }
    }
  }
`;

/** What the toggle needs to know about a task (its due date, for the optimistic 'Overdue'). */
export interface TaskToggleTarget {
  /** The task's global id. */
  id: string;
  dueDate?: string | null;
}

/**
 * The task checkbox (spec §4): completing sets completedAt to now, reopening sets status pending and completedAt
 * null. The change shows at once (optimistic: status, completedAt, isOverdue on the task record, so every list
 * reading it follows) and is rolled back if the server refuses; a failure shows 'Error' / 'Failed to update task'.
 * After success the sidebar's overdue-tasks badge is refreshed. Self-contained: usable from any screen.
 */
export function useSetTaskCompletedMutation(): [(task: TaskToggleTarget, completed: boolean) => Promise<MutationOutcome>, boolean] {
  const [run, inFlight] = useOutcomeMutation<Op>(mutation, {
    result: (r) => r.setTaskCompleted,
    payloadType: "SetTaskCompletedPayload",
    listKeys: ["TaskList_tasks"],
    refreshCounts: true,
  });
  const setCompleted = useCallback(
    async (task: TaskToggleTarget, completed: boolean) => {
      const now = new Date();
      const outcome = await run({
        variables: { input: { id: task.id, completed } },
        optimisticResponse: {
          setTaskCompleted: {
            __typename: "SetTaskCompletedPayload",
            task: {
              id: task.id,
              status: completed ? "completed" : "pending",
              completedAt: completed ? now.toISOString() : null,
              isOverdue: completed ? false : isTaskOverdue({ status: "pending", dueDate: task.dueDate }, now),
            },
          },
        },
      });
      if (!outcome.ok) showFailure(TASK_TEXTS.toggleFailed, outcome);
      return outcome;
    },
    [run],
  );
  return [setCompleted, inFlight];
}
