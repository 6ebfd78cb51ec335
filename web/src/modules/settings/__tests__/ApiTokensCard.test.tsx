import { act, screen, waitFor, within } from "@testing-library/react";
import { ApiTokensCard } from "../ApiTokensCard";
import { VIEWER_ID, answerValidationError, expectToast, operationName, pendingOperation, resetToasts, user } from "../../../../test/relay";
import { renderWithProviders, type MockEnvironment } from "../../../../test/render";

const TOKEN = `cf_${"A".repeat(43)}`;
const row = (over: Record<string, unknown> = {}) => ({
  id: "QXBpVG9rZW46MQ==", name: "Spreadsheet script", scope: "write", prefix: "cf_AAAAAAAA", expiresAt: null, lastUsedAt: null,
  createdAt: "2026-11-01T10:00:00.000Z", ...over,
});

async function renderCard(tokens: ReturnType<typeof row>[]) {
  const result = renderWithProviders(<ApiTokensCard />, { path: "/settings" });
  await answerList(result.environment, tokens);
  return result;
}

async function answerList(environment: MockEnvironment, tokens: ReturnType<typeof row>[]) {
  const op = await pendingOperation(environment, "ApiTokensCardQuery");
  act(() => environment.mock.resolve(op, { data: { viewer: { id: VIEWER_ID, apiTokens: tokens } } }));
}

beforeEach(resetToasts);

describe("API tokens card", () => {
  it("says when there are no tokens and links the API documentation", async () => {
    await renderCard([]);
    expect(await screen.findByText("No API tokens yet.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 2, name: "API tokens" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "API documentation" })).toHaveAttribute("href", "/docs");
  });

  it("lists each token by name, access, prefix, last use and expiry, never the token", async () => {
    await renderCard([
      row(),
      row({ id: "QXBpVG9rZW46Mg==", name: "Old report", scope: "read", prefix: "cf_BBBBBBBB", lastUsedAt: "2026-11-20T09:30:00.000Z", expiresAt: "2020-01-01T00:00:00.000Z" }),
    ]);
    const items = await screen.findAllByTestId("api-token-item");
    expect(items).toHaveLength(2);
    expect(within(items[0]).getByText("Read and write")).toBeInTheDocument();
    expect(within(items[0]).getByText("cf_AAAAAAAA…")).toBeInTheDocument();
    expect(within(items[0]).getByText("Never used")).toBeInTheDocument();
    expect(within(items[0]).getByText("Never expires")).toBeInTheDocument();
    expect(within(items[1]).getByText("Read-only")).toBeInTheDocument();
    expect(within(items[1]).getByText(/^Last used /)).toBeInTheDocument();
    expect(within(items[1]).getAllByText(/^Expired/).length).toBeGreaterThan(0);
  });

  it("checks the form like the server, creates a token and shows it once", async () => {
    const u = user();
    const { environment } = await renderCard([]);
    await u.click(await screen.findByRole("button", { name: "Create token" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(environment.mock.getAllOperations().some((op) => operationName(op) === "useCreateApiTokenMutation")).toBe(false);

    await u.type(screen.getByLabelText(/^Name/), "Zapier");
    await u.selectOptions(screen.getByLabelText(/^Access/), "write");
    await u.click(screen.getByRole("button", { name: "Create token" }));
    const op = await pendingOperation(environment, "useCreateApiTokenMutation");
    expect(op.request.variables.input).toEqual({ name: "Zapier", scope: "write", expiresAt: null });
    act(() => environment.mock.resolve(op, { data: { createApiToken: { __typename: "CreateApiTokenPayload", token: TOKEN, apiToken: { id: "QXBpVG9rZW46Mw==", name: "Zapier" } } } }));
    await expectToast("API token created");
    expect(await screen.findByTestId("api-token-value")).toHaveTextContent(TOKEN);
    await answerList(environment, [row({ name: "Zapier" })]);
    await u.click(screen.getByRole("button", { name: "Done" }));
    await waitFor(() => expect(screen.queryByTestId("api-token-value")).not.toBeInTheDocument());
  });

  it("puts the server's field messages on the form", async () => {
    const u = user();
    const { environment } = await renderCard([]);
    await u.type(await screen.findByLabelText(/^Name/), "Mine");
    await u.click(screen.getByRole("button", { name: "Create token" }));
    const op = await pendingOperation(environment, "useCreateApiTokenMutation");
    await answerValidationError(environment, op, "createApiToken", { name: "A workspace holds at most 50 API tokens: revoke one first" });
    expect(await screen.findByText("A workspace holds at most 50 API tokens: revoke one first")).toBeInTheDocument();
  });

  it("revokes a token only once confirmed", async () => {
    const u = user();
    const { environment } = await renderCard([row()]);
    await u.click(await screen.findByRole("button", { name: "Revoke Spreadsheet script" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText('Revoke "Spreadsheet script"? Anything using it stops working at once. This cannot be undone.')).toBeInTheDocument();
    await u.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(environment.mock.getAllOperations().some((op) => operationName(op) === "useRevokeApiTokenMutation")).toBe(false);

    await u.click(screen.getByRole("button", { name: "Revoke Spreadsheet script" }));
    await u.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Revoke" }));
    const op = await pendingOperation(environment, "useRevokeApiTokenMutation");
    expect(op.request.variables.input).toEqual({ id: row().id });
    act(() => environment.mock.resolve(op, { data: { revokeApiToken: { __typename: "RevokeApiTokenPayload", revokedApiTokenId: row().id } } }));
    await expectToast("API token revoked");
    await answerList(environment, []);
    expect(await screen.findByText("No API tokens yet.")).toBeInTheDocument();
  });
});
