import { useCallback } from "react";
import { graphql, useMutation, useRelayEnvironment } from "react-relay";
import { isTaskOverdue } from "@common/task";
import { failureOf, outcomeOf, showFailure, type MutationOutcome } from "../../relay/mutationResult";
import { refreshWorkspaceCounts } from "../../relay/refreshWorkspaceCounts";
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
  const [commit, inFlight] = useMutation<Op>(mutation);
  const environment = useRelayEnvironment();
  const setCompleted = useCallback(
    (task: TaskToggleTarget, completed: boolean) =>
      new Promise<MutationOutcome>((resolve) => {
        const now = new Date();
        commit({
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
          onCompleted: (data) => {
            const outcome = outcomeOf(data.setTaskCompleted, "SetTaskCompletedPayload");
            if (outcome.ok) refreshWorkspaceCounts(environment);
            else showFailure(TASK_TEXTS.toggleFailed, outcome);
            resolve(outcome);
          },
          onError: (error) => {
            const outcome = failureOf(error);
            showFailure(TASK_TEXTS.toggleFailed, outcome);
            resolve(outcome);
          },
        });
      }),
    [commit, environment],
  );
  return [setCompleted, inFlight];
}
