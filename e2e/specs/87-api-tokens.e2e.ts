import { type E2E, expect, expectEqual, expectHidden, expectToast, expectVisible, openFromSidebar, registerUser, screenshot, uniqueEmail, withPage } from "../lib";

export const name = "API tokens: create one in Settings, use it from a script (REST and GraphQL, no cookie), a read-only one refused a write, revoke it";

export async function run(t: E2E): Promise<void> {
  await withPage(t, "87-api-tokens", async (page) => {
    await registerUser(page, uniqueEmail("tokens"), { firstName: "Ada", lastName: "Lovelace" });
    await openFromSidebar(page, "Settings", "/settings", "Settings");
    const card = page.getByTestId("api-tokens-card");
    await expectVisible(card.getByRole("heading", { name: "API tokens" }), "the API tokens card");
    await expectVisible(card.getByText("No API tokens yet.", { exact: true }), "the empty state");
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, "api-tokens-empty");

    // the form checks the name on the client
    await card.getByRole("button", { name: "Create token" }).click();
    await expectVisible(card.getByText("Name is required", { exact: true }), "the name's message");

    await card.getByLabel(/^Name/).fill("Spreadsheet script");
    await card.getByLabel(/^Access/).selectOption("write");
    await card.getByRole("button", { name: "Create token" }).click();
    await expectToast(page, "API token created");
    const value = card.getByTestId("api-token-value");
    await expectVisible(value, "the new token, shown once");
    const token = (await value.textContent())?.trim() ?? "";
    expect(/^cf_[A-Za-z0-9_-]{43}$/.test(token), `a token of the documented form, got ${token}`);
    const item = card.getByTestId("api-token-item");
    await expectVisible(item.getByText("Spreadsheet script", { exact: true }), "the token in the list");
    await expectVisible(item.getByText("Read and write", { exact: true }), "its access");
    await expectVisible(item.getByText(`${token.slice(0, 11)}…`, { exact: true }), "its prefix, not the token");
    await expectVisible(item.getByText("Never used", { exact: true }), "never used yet");
    await page.mouse.move(0, 0);
    await screenshot(page, "api-tokens-created");

    // a script: Node's fetch, no cookie, no CSRF header
    const call = async (method: string, path: string, body?: unknown, bearer = token) => {
      const r = await fetch(`${t.baseUrl}${path}`, {
        method, headers: { authorization: `Bearer ${bearer}`, ...(body ? { "content-type": "application/json" } : {}) }, body: body ? JSON.stringify(body) : undefined,
      });
      return { status: r.status, json: await r.json().catch(() => null) };
    };
    const created = await call("POST", "/api/clients", { name: "Client from a script", email: "script@example.com" });
    expectEqual(created.status, 201, "a client created with the token");
    const listed = await call("GET", "/api/clients");
    expectEqual(listed.json.map((c: { name: string }) => c.name), ["Client from a script"], "the workspace's clients, read with the token");
    const graph = await call("POST", "/graphql", { query: "{ viewer { firstName clients(first: 5) { totalCount } } }" });
    expectEqual(graph.json.data.viewer, { firstName: "Ada", clients: { totalCount: 1 } }, "GraphQL with the token");
    expectEqual((await call("GET", "/api/tokens")).status, 403, "a token cannot list tokens");

    // the app shows the script's client, and the token's last use
    await page.goto(`${t.baseUrl}/clients`);
    await expectVisible(page.getByText("Client from a script", { exact: true }).first(), "the script's client in the app");
    await page.goto(`${t.baseUrl}/settings`);
    await expectVisible(card.getByText(/^Last used /), "the token's last use");

    // a read-only token reads and is refused a write
    await card.getByLabel(/^Name/).fill("Read-only report");
    await card.getByLabel(/^Access/).selectOption("read");
    await card.getByRole("button", { name: "Create token" }).click();
    await expectToast(page, "API token created");
    const readOnly = (await card.getByTestId("api-token-value").textContent())?.trim() ?? "";
    expectEqual((await call("GET", "/api/clients", undefined, readOnly)).status, 200, "a read with the read-only token");
    const refused = await call("POST", "/api/clients", { name: "Nope" }, readOnly);
    expectEqual([refused.status, refused.json?.message], [403, "This API token is read-only"], "a write with the read-only token");
    await card.getByRole("button", { name: "Done" }).click();
    await expectHidden(card.getByTestId("api-token-value"), "the token, hidden once dismissed");

    // revoke the first: asked first, then the token answers 401
    await card.getByRole("button", { name: "Revoke Spreadsheet script" }).click();
    const confirm = page.getByTestId("confirm-revoke-api-token");
    await expectVisible(confirm.getByText('Revoke "Spreadsheet script"? Anything using it stops working at once. This cannot be undone.', { exact: true }), "the question");
    await screenshot(page, "api-tokens-revoke");
    await confirm.getByRole("button", { name: "Revoke" }).click();
    await expectToast(page, "API token revoked");
    await expectHidden(card.getByText("Spreadsheet script", { exact: true }), "the revoked token gone from the list");
    expectEqual((await call("GET", "/api/clients")).status, 401, "the revoked token");
  });
}
