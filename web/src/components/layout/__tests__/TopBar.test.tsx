import { screen } from "@testing-library/react";
import { renderShell, renderSignedIn, shellOnlyModules } from "../../../../test/shell";
import { badge, renderShellWithBell } from "../../../modules/notification/__tests__/bellTestUtils";
import { expectEllipsis } from "../../../../test/ellipsis";

describe("TopBar", () => {
  it("has a search box with its placeholder that only holds text", async () => {
    await renderShell("/");
    const search = screen.getByPlaceholderText("Search clients, projects, tasks...");
    expect(search).toHaveValue("");
    const { fireEvent } = await import("@testing-library/react");
    fireEvent.change(search, { target: { value: "acme" } });
    expect(search).toHaveValue("acme");
  });

  it("has a notifications button whose badge is the real number of unread notifications", async () => {
    await renderShellWithBell(4);
    expect(screen.getByRole("button", { name: "Notifications, 4 unread" })).toBeInTheDocument();
    expect(badge()).toHaveTextContent(/^4$/);
  });

  it("shows what the module list puts in the top bar: without the notification module's item, no bell", async () => {
    await renderSignedIn("/", {}, shellOnlyModules.filter((m) => !m.topBar));
    expect(screen.getByTestId("user-button")).toBeInTheDocument();
    expect(screen.queryByTestId("notifications-button")).not.toBeInTheDocument();
    expect(screen.queryByTestId("top-bar-notifications-loading")).not.toBeInTheDocument();
  });

  it("shows no notifications badge when nothing is unread", async () => {
    await renderShellWithBell(0);
    expect(screen.getByRole("button", { name: "Notifications" })).toBeInTheDocument();
    expect(badge()).not.toBeInTheDocument();
  });

  it("shows first and last name and the first letter of the first name; the user button goes to /api/logout", async () => {
    await renderShell("/", { firstName: "ada", lastName: "Lovelace", email: "ada@example.com" });
    const button = screen.getByTestId("user-button");
    expect(button.tagName).toBe("A");
    expect(button).toHaveAttribute("href", "/api/logout");
    expect(screen.getByTestId("user-name")).toHaveTextContent(/^ada Lovelace$/);
    expect(screen.getByTestId("user-initial")).toHaveTextContent(/^A$/);
  });

  it("cuts a long user name with an ellipsis, in full on hover and to screen readers", async () => {
    await renderShell("/", { firstName: "Maximiliana-Konstantina", lastName: "Papadopoulou-Vandenberghe" });
    expectEllipsis(screen.getByTestId("user-name"), "Maximiliana-Konstantina Papadopoulou-Vandenberghe");
  });

  it("falls back to the e-mail for the name and its first letter for the initial", async () => {
    await renderShell("/", { firstName: null, lastName: null, email: "zoe@example.com" });
    expect(screen.getByTestId("user-name")).toHaveTextContent(/^zoe@example\.com$/);
    expect(screen.getByTestId("user-initial")).toHaveTextContent(/^Z$/);
  });

  it("falls back to 'User' and 'U' without name or e-mail", async () => {
    await renderShell("/", { firstName: null, lastName: null, email: "" });
    expect(screen.getByTestId("user-name")).toHaveTextContent(/^User$/);
    expect(screen.getByTestId("user-initial")).toHaveTextContent(/^U$/);
  });

  it("shows the profile image when there is one", async () => {
    await renderShell("/", { profileImageUrl: "https://cdn.example.com/ada.png" });
    expect(screen.getByTestId("user-avatar-image")).toHaveAttribute("src", "https://cdn.example.com/ada.png");
  });

  it("renders exactly one main landmark and one h1", async () => {
    await renderShell("/clients");
    expect(screen.getAllByRole("main")).toHaveLength(1);
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Clients");
    expect(screen.getByText("Manage and organize all your client relationships")).toBeInTheDocument();
  });
});
