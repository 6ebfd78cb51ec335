import { renderToStaticMarkup } from "react-dom/server";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { SignInPage } from "../SignInPage";
import { setUpSignInPage } from "../../signed-out/sign-in";
import { PASSWORD_TOO_COMMON } from "@common/auth-texts";
import { jsonResponse, mockFetch } from "../../../test/fetch";

const fetchMock = mockFetch();
const navigate = jest.fn();
beforeEach(() => navigate.mockReset());
const user = { id: "u1", email: "ada@example.com", firstName: "Ada", lastName: null, profileImageUrl: null, companyName: null, brandColor: "#3b82f6", brandLogo: null, createdAt: "", updatedAt: "" };

/** The page as the server sends it (pre-rendered markup at `path`), with its script set up. */
function renderPage(path: string) {
  window.history.replaceState(null, "", path);
  document.title = "Sign in · Clientfolio";
  document.body.innerHTML = renderToStaticMarkup(<SignInPage />);
  setUpSignInPage(document, navigate);
}

function fill(label: RegExp | string, value: string) {
  const input = screen.getByLabelText(label);
  fireEvent.input(input, { target: { value } });
  fireEvent.blur(input);
}

async function submit(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
}

describe("SignInPage (pre-rendered, with its script)", () => {
  it("signs in and goes to the returnTo path", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, user));
    renderPage("/api/login?returnTo=%2Fclients%3Fa%3D1");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome back");
    expect(screen.getByRole("tab", { name: "Sign in" })).toHaveAttribute("aria-selected", "true");
    fill(/^Email/, "ada@example.com");
    fill(/^Password/, "correct horse battery");
    await submit("Sign in");
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/clients?a=1"));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/auth/login");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("same-origin");
    expect(init.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(init.body)).toEqual({ email: "ada@example.com", password: "correct horse battery" });
    // the button stays busy while the browser navigates
    expect(screen.getByRole("button", { name: /Signing in/ })).toBeDisabled();
  });

  it("ignores a returnTo that is not a same-site path", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, user));
    renderPage("/api/login?returnTo=%2F%2Fevil.example.com");
    fill(/^Email/, "ada@example.com");
    fill(/^Password/, "correct horse battery");
    await submit("Sign in");
    await waitFor(() => expect(navigate).toHaveBeenCalledWith("/"));
  });

  it("shows 'Invalid email or password' on 401 without redirecting anywhere", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { message: "Invalid email or password" }));
    renderPage("/api/login");
    fill(/^Email/, "ada@example.com");
    fill(/^Password/, "wrong password");
    await submit("Sign in");
    await waitFor(() => expect(screen.getByTestId("form-error")).toBeVisible());
    expect(screen.getByTestId("form-error")).toHaveTextContent("Invalid email or password");
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid email or password");
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeEnabled();
  });

  it("shows the server's message on 429, and a network failure", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { message: "Too many sign-in attempts. Try again in a minute." }));
    renderPage("/api/login");
    fill(/^Email/, "ada@example.com");
    fill(/^Password/, "whatever1");
    await submit("Sign in");
    await waitFor(() => expect(screen.getByTestId("form-error")).toHaveTextContent("Too many sign-in attempts. Try again in a minute."));
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await submit("Sign in");
    await waitFor(() => expect(screen.getByTestId("form-error")).toHaveTextContent("Could not reach the server. Check your connection and try again."));
  });

  it("validates the form before calling the server", async () => {
    renderPage("/api/login");
    await submit("Sign in");
    expect(screen.getByText("Email is required")).toBeVisible();
    expect(screen.getByText("Password is required")).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription("Email is required");
    expect(fetchMock).not.toHaveBeenCalled();
    fill(/^Email/, "not an address");
    expect(screen.getByText("Invalid email address")).toBeVisible();
    fill(/^Email/, "ada@example.com");
    expect(screen.queryByText("Invalid email address")).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).not.toHaveAttribute("aria-invalid");
  });

  it("shows and hides the password", () => {
    renderPage("/api/login");
    const input = screen.getByLabelText(/^Password/);
    expect(input).toHaveAttribute("type", "password");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveAttribute("type", "text");
    fireEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input).toHaveAttribute("type", "password");
    fireEvent.click(screen.getByRole("tab", { name: "Create account" }));
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute("type", "text");
  });

  describe("create account", () => {
    function openRegister() {
      renderPage("/api/login?returnTo=%2Ftasks");
      fireEvent.click(screen.getByRole("tab", { name: "Create account" }));
      expect(screen.getByRole("heading", { level: 1, name: "Create your account" })).toBeInTheDocument();
      expect(document.title).toBe("Create account · Clientfolio");
    }

    it("switches with the tabs, the arrow keys, the link under the form and ?mode=register", () => {
      openRegister();
      expect(screen.getByRole("tab", { name: "Create account" })).toHaveAttribute("aria-selected", "true");
      expect(screen.queryByRole("form", { name: "Sign in" })).not.toBeInTheDocument();
      expect(screen.getByRole("form", { name: "Create account" })).toBeInTheDocument();
      fireEvent.click(screen.getByRole("button", { name: "Sign in instead" }));
      expect(screen.getByRole("heading", { level: 1, name: "Welcome back" })).toBeInTheDocument();
      expect(document.title).toBe("Sign in · Clientfolio");
      fireEvent.click(screen.getByRole("button", { name: "Create an account" }));
      expect(screen.getByRole("heading", { level: 1, name: "Create your account" })).toBeInTheDocument();
      fireEvent.keyDown(screen.getByRole("tab", { name: "Create account" }), { key: "ArrowLeft" });
      expect(screen.getByRole("tab", { name: "Sign in" })).toHaveFocus();
      expect(screen.getByRole("tab", { name: "Sign in" })).toHaveAttribute("aria-selected", "true");

      renderPage("/api/login?mode=register");
      expect(screen.getByRole("heading", { level: 1, name: "Create your account" })).toBeInTheDocument();
    });

    it("keeps the tab in the address without adding a history entry (a reload or Back and Forward reopen it)", () => {
      renderPage("/api/login?returnTo=%2Ftasks");
      const entries = window.history.length;
      fireEvent.click(screen.getByRole("tab", { name: "Create account" }));
      expect(window.location.pathname).toBe("/api/login");
      expect(new URLSearchParams(window.location.search).get("mode")).toBe("register");
      expect(new URLSearchParams(window.location.search).get("returnTo")).toBe("/tasks");
      fireEvent.click(screen.getByRole("tab", { name: "Sign in" }));
      expect(window.location.search).toBe("?returnTo=%2Ftasks");
      // Back leaves the page (to the landing page) rather than stepping through the tabs
      expect(window.history.length).toBe(entries);

      renderPage("/api/login?mode=register&returnTo=%2Fclients");
      expect(screen.getByRole("tab", { name: "Create account" })).toHaveAttribute("aria-selected", "true");
      expect(window.location.search).toBe("?mode=register&returnTo=%2Fclients");
    });

    it("requires a password of at least 10 characters", async () => {
      openRegister();
      fill(/^Email/, "new@example.com");
      fill(/^Password/, "too short");
      await submit("Create account");
      expect(screen.getByText("Password must be at least 10 characters")).toBeVisible();
      // the helper text gives way to the message
      expect(screen.getByText("At least 10 characters, not a common password.")).not.toBeVisible();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("registers with names and the browser time zone, then goes to returnTo", async () => {
      fetchMock.mockResolvedValue(jsonResponse(201, user));
      openRegister();
      fill("First name", "Ada");
      fill("Last name", "Lovelace");
      fill(/^Email/, "new@example.com");
      fill(/^Password/, "long enough");
      await submit("Create account");
      await waitFor(() => expect(navigate).toHaveBeenCalledWith("/tasks"));
      const [url, init] = fetchMock.mock.calls[0];
      expect(url).toBe("/api/auth/register");
      expect(init.headers["Content-Type"]).toBe("application/json");
      const body = JSON.parse(init.body);
      expect(body).toMatchObject({ email: "new@example.com", password: "long enough", firstName: "Ada", lastName: "Lovelace" });
      expect(body.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    });

    it("shows a taken e-mail next to the e-mail field", async () => {
      fetchMock.mockResolvedValue(jsonResponse(409, { message: "An account with this email already exists" }));
      openRegister();
      fill(/^Email/, "taken@example.com");
      fill(/^Password/, "long enough");
      await submit("Create account");
      await waitFor(() => expect(screen.getByText("An account with this email already exists")).toBeVisible());
      expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription("An account with this email already exists");
      expect(navigate).not.toHaveBeenCalled();
    });

    it("shows the server's field messages of a 400", async () => {
      // the list of common passwords is the server's: the form learns it from the answer
      fetchMock.mockResolvedValue(jsonResponse(400, { message: PASSWORD_TOO_COMMON, errors: { password: PASSWORD_TOO_COMMON } }));
      openRegister();
      fill(/^Email/, "new@example.com");
      fill(/^Password/, "qwertyuiop");
      await submit("Create account");
      await waitFor(() => expect(screen.getByText(PASSWORD_TOO_COMMON)).toBeVisible());
    });
  });
});
