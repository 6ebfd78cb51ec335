import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithProviders } from "../../../test/render";
import { SignInPage } from "../SignInPage";
import { assignLocation } from "../../lib/browser";
import { PASSWORD_TOO_COMMON } from "@common/auth";

jest.mock("../../lib/browser", () => ({
  redirectTo: jest.fn(),
  assignLocation: jest.fn(),
  currentPathWithSearch: jest.fn(() => "/"),
}));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  (assignLocation as jest.Mock).mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const user = { id: "u1", email: "ada@example.com", firstName: "Ada", lastName: null, profileImageUrl: null, companyName: null, brandColor: "#3b82f6", brandLogo: null, createdAt: "", updatedAt: "" };

function fill(label: RegExp | string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

async function submit(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
}

describe("SignInPage", () => {
  it("signs in and goes to the returnTo path", async () => {
    fetchMock.mockResolvedValue(json(200, user));
    renderWithProviders(<SignInPage />, { path: "/api/login?returnTo=%2Fclients%3Fa%3D1" });
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Welcome back");
    fill(/^Email/, "ada@example.com");
    fill(/^Password/, "correct horse battery");
    await submit("Sign in");
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith("/clients?a=1"));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/auth/login");
    expect(init.headers["Content-Type"]).toBe("application/json");
    expect(JSON.parse(init.body)).toEqual({ email: "ada@example.com", password: "correct horse battery" });
  });

  it("ignores a returnTo that is not a same-site path", async () => {
    fetchMock.mockResolvedValue(json(200, user));
    renderWithProviders(<SignInPage />, { path: "/api/login?returnTo=%2F%2Fevil.example.com" });
    fill(/^Email/, "ada@example.com");
    fill(/^Password/, "correct horse battery");
    await submit("Sign in");
    await waitFor(() => expect(assignLocation).toHaveBeenCalledWith("/"));
  });

  it("shows 'Invalid email or password' on 401 without redirecting anywhere", async () => {
    fetchMock.mockResolvedValue(json(401, { message: "Invalid email or password" }));
    renderWithProviders(<SignInPage />, { path: "/api/login" });
    fill(/^Email/, "ada@example.com");
    fill(/^Password/, "wrong password");
    await submit("Sign in");
    expect(await screen.findByTestId("form-error")).toHaveTextContent("Invalid email or password");
    expect(assignLocation).not.toHaveBeenCalled();
    expect(screen.queryByText("Unauthorized")).not.toBeInTheDocument();
  });

  it("shows the server's message on 429", async () => {
    fetchMock.mockResolvedValue(json(429, { message: "Too many sign-in attempts. Try again in a minute." }));
    renderWithProviders(<SignInPage />, { path: "/api/login" });
    fill(/^Email/, "ada@example.com");
    fill(/^Password/, "whatever1");
    await submit("Sign in");
    expect(await screen.findByTestId("form-error")).toHaveTextContent("Too many sign-in attempts. Try again in a minute.");
  });

  it("validates the form before calling the server", async () => {
    renderWithProviders(<SignInPage />, { path: "/api/login" });
    await submit("Sign in");
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe("create account", () => {
    async function openRegister() {
      renderWithProviders(<SignInPage />, { path: "/api/login?returnTo=%2Ftasks" });
      await act(async () => {
        fireEvent.click(screen.getByRole("tab", { name: "Create account" }));
      });
      await screen.findByRole("heading", { level: 1, name: "Create your account" });
    }

    it("requires a password of at least 10 characters", async () => {
      await openRegister();
      fill(/^Email/, "new@example.com");
      fill(/^Password/, "too short");
      await submit("Create account");
      expect(await screen.findByText("Password must be at least 10 characters")).toBeInTheDocument();
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it("registers with names and the browser time zone, then goes to returnTo", async () => {
      fetchMock.mockResolvedValue(json(201, user));
      await openRegister();
      fill("First name", "Ada");
      fill("Last name", "Lovelace");
      fill(/^Email/, "new@example.com");
      fill(/^Password/, "long enough");
      await submit("Create account");
      await waitFor(() => expect(assignLocation).toHaveBeenCalledWith("/tasks"));
      const [url, init] = fetchMock.mock.calls[0];
      expect(url).toBe("/api/auth/register");
      const body = JSON.parse(init.body);
      expect(body).toMatchObject({ email: "new@example.com", password: "long enough", firstName: "Ada", lastName: "Lovelace" });
      expect(body.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    });

    it("shows a taken e-mail next to the e-mail field", async () => {
      fetchMock.mockResolvedValue(json(409, { message: "An account with this email already exists" }));
      await openRegister();
      fill(/^Email/, "taken@example.com");
      fill(/^Password/, "long enough");
      await submit("Create account");
      expect(await screen.findByText("An account with this email already exists")).toBeInTheDocument();
      expect(assignLocation).not.toHaveBeenCalled();
    });

    it("shows the server's field messages of a 400", async () => {
      // the list of common passwords is the server's: the form learns it from the answer
      fetchMock.mockResolvedValue(json(400, { message: PASSWORD_TOO_COMMON, errors: { password: PASSWORD_TOO_COMMON } }));
      await openRegister();
      fill(/^Email/, "new@example.com");
      fill(/^Password/, "qwertyuiop");
      await submit("Create account");
      expect(await screen.findByText(PASSWORD_TOO_COMMON)).toBeInTheDocument();
    });
  });
});
