import { type E2E, expect, expectEqual, expectHidden, expectPath, expectVisible, openFromSidebar, registerUser, screenshot, uniqueEmail, waitForHeading, withPage } from "../lib";

export const name = "API documentation: signed-out visitors are sent to sign in; signed in, Settings leads to /docs, which shows how to authenticate and the REST reference, all from the app's own origin";

export async function run(t: E2E): Promise<void> {
  await withPage(t, "89-api-docs", async (page) => {
    // as any page of the app: without a session, the sign-in page (coming back to /docs once signed in)
    await page.goto("/docs");
    await page.waitForURL((u) => u.pathname !== "/docs");
    await expectVisible(page.getByRole("button", { name: "Sign in" }).or(page.getByRole("link", { name: /sign in/i })).first(), "the way to sign in");

    await registerUser(page, uniqueEmail("apidocs"));
    // the signed-out visit's refused requests (401) came before
    const errorsBefore = t.consoleErrors.length;
    // everything the page loads comes from the app itself (the content security policy would refuse anything else)
    const elsewhere: string[] = [];
    page.on("request", (r) => { if (!r.url().startsWith(t.baseUrl) && !r.url().startsWith("data:") && !r.url().startsWith("blob:")) elsewhere.push(r.url()); });
    const bodyClasses = await page.evaluate(() => document.body.className);
    // reached from Settings (the page has no entry in the navigation)
    await openFromSidebar(page, "Settings", "/settings", "Settings");
    await page.getByRole("link", { name: "API documentation" }).click();
    await expectPath(page, "/docs");
    await waitForHeading(page, "API Documentation");

    const auth = page.getByRole("region", { name: "Authentication" });
    await expectVisible(auth.getByRole("link", { name: "Settings, API tokens" }), "the link to where tokens are made");
    const graphqlExample = auth.getByLabel("GraphQL over HTTP");
    await expectVisible(graphqlExample, "the GraphQL over HTTP example");
    const example = await graphqlExample.textContent();
    expect(example?.includes(`curl ${t.baseUrl}/graphql`) && example.includes("Authorization: Bearer cf_..."), `the curl example names this server and the token header: ${example}`);
    await expectVisible(auth.getByText("connectionParams: { authorization: \"Bearer cf_...\" }"), "the WebSocket example's connection parameters");
    await expectVisible(page.getByRole("region", { name: "GraphQL" }).getByRole("link", { name: "schema.graphql" }), "the link to the GraphQL schema");
    await screenshot(page, "api-docs");

    // the REST reference, drawn from /api/openapi.json: its groups, and a group's operations once opened
    const reference = page.getByRole("region", { name: "REST" });
    await expectVisible(reference.getByText("Whether the server can serve requests").first(), "the reference's first operation", 30_000);
    await expectHidden(reference.getByRole("button", { name: /Ask AI/ }), "a hosted chat");
    await reference.getByRole("button", { name: "Open Group - Clients" }).click();
    await expectVisible(reference.getByText("Create a client").first(), "the operation of POST /api/clients");
    await expectVisible(reference.getByText("/api/clients", { exact: true }).first(), "the path /api/clients");
    await page.mouse.move(0, 0);
    await page.getByRole("heading", { name: "REST", exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, "api-docs-reference");
    await reference.getByText("Create a client").first().click();
    await expectVisible(reference.getByText(`curl ${t.baseUrl}/api/clients`).first(), "the example naming this server", 15_000);
    await screenshot(page, "api-docs-operation");
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("heading", { name: "REST", exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, "api-docs-mobile");

    // the reference leaves the page as it found it: its title, and the app's look once another page is opened
    expectEqual(await page.title(), "API Documentation · Clientfolio", "the browser tab's title");
    await page.setViewportSize({ width: 1440, height: 900 });
    // the reference has a sidebar landmark of its own ("Sidebar for Clientfolio API"): the app's is found by its test id
    await page.getByTestId("sidebar").getByRole("link", { name: "Clients", exact: true }).click();
    await expectPath(page, "/clients");
    await waitForHeading(page, "Clients");
    expectEqual(await page.evaluate(() => document.body.className), bodyClasses, "the body's classes after leaving /docs");
    await screenshot(page, "api-docs-left");

    const schema = await page.request.get("/graphql/schema.graphql");
    expectEqual(schema.status(), 200, "the schema link's status");
    expect((await schema.text()).includes("type Query"), "the schema link serves the schema");

    expectEqual(elsewhere, [], "requests to other origins");
    expectEqual(t.consoleErrors.slice(errorsBefore), [], "console errors on the page (a refused font, script or request among them)");
  });
}
