import { act, screen } from "@testing-library/react";
import { renderWithProviders } from "../../../../test/render";
import { useSetTaskCompletedMutation } from "../../../components/useSetTaskCompletedMutation";
import { expectToast, past, pendingOperation, resetToasts, user } from "./taskTestUtils";

/** The hook outside the Tasks page (e.g. the Dashboard's Upcoming Tasks): nothing else is needed around it. */
function Toggle({ onOutcome }: { onOutcome: (ok: boolean) => void }) {
  const [setCompleted] = useSetTaskCompletedMutation();
  return (
    <button type="button" onClick={() => void setCompleted({ id: "VGFzazox", dueDate: past(1) }, true).then((o) => onOutcome(o.ok))}>
      Complete
    </button>
  );
}

beforeEach(() => resetToasts());

describe("useSetTaskCompletedMutation", () => {
  it("sends {id, completed} and resolves ok, then refreshes the sidebar counts", async () => {
    const onOutcome = jest.fn();
    const { environment } = renderWithProviders(<Toggle onOutcome={onOutcome} />);
    await user().click(screen.getByRole("button", { name: "Complete" }));
    const op = await pendingOperation(environment, "useSetTaskCompletedMutation");
    expect(op.request.variables).toEqual({ input: { id: "VGFzazox", completed: true } });
    await act(async () => {
      environment.mock.resolve(op, {
        data: { setTaskCompleted: { __typename: "SetTaskCompletedPayload", task: { id: "VGFzazox", status: "completed", completedAt: new Date().toISOString(), isOverdue: false, updatedAt: new Date().toISOString() } } },
      });
    });
    expect(onOutcome).toHaveBeenCalledWith(true);
    await pendingOperation(environment, "refreshWorkspaceCountsQuery");
  });

  it("shows 'Error' / 'Failed to update task' with the server's message for a NotFoundError", async () => {
    const onOutcome = jest.fn();
    const { environment } = renderWithProviders(<Toggle onOutcome={onOutcome} />);
    await user().click(screen.getByRole("button", { name: "Complete" }));
    const op = await pendingOperation(environment, "useSetTaskCompletedMutation");
    await act(async () => {
      environment.mock.resolve(op, { data: { setTaskCompleted: { __typename: "NotFoundError", __isError: "NotFoundError", message: "Task not found" } } });
    });
    expect(onOutcome).toHaveBeenCalledWith(false);
    await expectToast("Error", "Failed to update task: Task not found");
  });
});
