import { act, screen, waitFor } from "@testing-library/react";
import { createMockEnvironment } from "relay-test-utils";
import { renderRoutes } from "../../../test/render";
import { shellOnlyModules } from "../../../test/shell";
import { signedInRoutes } from "../../router";
import { UnauthorizedError } from "../../auth/unauthorized";

async function failShell(error: Error) {
  const environment = createMockEnvironment();
  renderRoutes(signedInRoutes(environment, shellOnlyModules), { environment, path: "/clients" });
  await waitFor(() => expect(environment.mock.getAllOperations().length).toBeGreaterThan(0));
  act(() => {
    environment.mock.rejectMostRecentOperation(error);
  });
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe("RouteErrorPage", () => {
  it("shows a recoverable error when the shell's data cannot be loaded", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    await failShell(new Error("503: Service Unavailable"));
    expect(await screen.findByRole("heading", { level: 1, name: "Something went wrong" })).toBeInTheDocument();
    expect(screen.getByText("503: Service Unavailable")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Reload page" })).toBeInTheDocument();
    expect(screen.getAllByRole("main")).toHaveLength(1);
  });

  it("keeps showing 'Loading...' after a 401 (the redirect to /api/login is under way)", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    jest.spyOn(console, "warn").mockImplementation(() => undefined);
    await failShell(new UnauthorizedError());
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(screen.queryByText("Something went wrong")).not.toBeInTheDocument();
  });
});
