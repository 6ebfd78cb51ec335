import { act, screen, within } from "@testing-library/react";
import { renderWithProviders } from "../../../test/render";
import { toast, toaster } from "../toaster";

describe("toaster", () => {
  beforeEach(() => {
    act(() => toaster.remove());
  });

  it("replaces the toast on screen with a new one at once, instead of queueing it behind", async () => {
    renderWithProviders(<div />);
    act(() => {
      toast.success({ title: "Team member added" });
    });
    expect(await screen.findByText("Team member added")).toBeInTheDocument();

    act(() => {
      toast.success({ title: "Team member deleted" });
    });
    // no waiting: the second toast is there on the next render, and the first one is gone
    const toasts = screen.getAllByTestId("toast");
    expect(toasts).toHaveLength(1);
    expect(within(toasts[0]).getByText("Team member deleted")).toBeInTheDocument();
    expect(screen.queryByText("Team member added")).not.toBeInTheDocument();
  });

  it("replaces a success with an error the same way", async () => {
    renderWithProviders(<div />);
    act(() => {
      toast.success({ title: "Client created successfully" });
    });
    await screen.findByText("Client created successfully");
    act(() => {
      toast.error({ title: "Error", description: "Failed to delete client" });
    });
    expect(screen.getByText("Failed to delete client")).toBeInTheDocument();
    expect(screen.queryByText("Client created successfully")).not.toBeInTheDocument();
  });
});
