import { act, screen } from "@testing-library/react";
import { createMockEnvironment } from "relay-test-utils";
import { renderRoutes, renderWithProviders } from "../../../test/render";
import { signedOutRoutes } from "../../router";
import { handleUnauthorized } from "../unauthorized";
import { redirectTo, currentPathWithSearch } from "../../lib/browser";
import { toaster } from "../../components/toaster";

jest.mock("../../lib/browser", () => ({
  redirectTo: jest.fn(),
  assignLocation: jest.fn(),
  currentPathWithSearch: jest.fn(() => "/clients?status=active"),
}));

const redirect = redirectTo as jest.MockedFunction<typeof redirectTo>;

beforeEach(() => {
  jest.useFakeTimers();
  redirect.mockClear();
  toaster.remove();
});
afterEach(() => {
  // the scheduled redirect runs, so the next test starts without one
  act(() => {
    jest.runOnlyPendingTimers();
  });
  jest.useRealTimers();
});

describe("handleUnauthorized", () => {
  it("shows the destructive 'Unauthorized' toast, then redirects to /api/login with returnTo after 500 ms", async () => {
    renderWithProviders(<div />);
    act(() => handleUnauthorized());
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    const toast = await screen.findByTestId("toast");
    expect(toast).toHaveAttribute("data-type", "error");
    expect(toast).toHaveTextContent("Unauthorized");
    expect(toast).toHaveTextContent("You are logged out. Logging in again...");

    await act(async () => {
      await jest.advanceTimersByTimeAsync(490);
    });
    expect(redirect).not.toHaveBeenCalled();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith("/api/login?returnTo=%2Fclients%3Fstatus%3Dactive");
  });

  it("reacts once to several failing calls at the same time", async () => {
    renderWithProviders(<div />);
    act(() => {
      handleUnauthorized();
      handleUnauthorized();
      handleUnauthorized();
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(600);
    });
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(screen.getAllByTestId("toast")).toHaveLength(1);
  });

  it("runs for any signed-out path other than '/'", async () => {
    (currentPathWithSearch as jest.Mock).mockReturnValueOnce("/clients");
    const environment = createMockEnvironment();
    renderRoutes(signedOutRoutes(), { environment, path: "/clients" });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    expect(await screen.findByText("You are logged out. Logging in again...")).toBeInTheDocument();
    await act(async () => {
      await jest.advanceTimersByTimeAsync(500);
    });
    expect(redirect).toHaveBeenCalledWith("/api/login?returnTo=%2Fclients");
  });

  it("does not run on the landing page: the app loads '/' again from the server (its pre-rendered page)", async () => {
    (currentPathWithSearch as jest.Mock).mockReturnValueOnce("/");
    renderRoutes(signedOutRoutes(), { path: "/" });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1000);
    });
    expect(screen.queryByText("Unauthorized")).not.toBeInTheDocument();
    expect(redirect).toHaveBeenCalledTimes(1);
    expect(redirect).toHaveBeenCalledWith("/");
  });
});
