import {
  type E2E,
  api,
  expect,
  expectEqual,
  expectHidden,
  expectPath,
  expectText,
  expectToast,
  expectVisible,
  registerUser,
  screenshot,
  uniqueEmail,
  waitForEqual,
  withPage,
} from "../lib";

export const name =
  "search: the top bar's box finds clients, projects, tasks and invoices as one types (accents, phones), opens a result with the keyboard, lists recent records; " +
  "an event's result opens it in the calendar's dialog, a proposal's opens its page; commands ('Go to …', 'Create …') ranked with the records; " +
  "Create client and Upload file from the palette; " +
  "on /docs Ctrl+K opens the reference's search only";

export async function run(t: E2E): Promise<void> {
  await withPage(t, "85-search", async (page) => {
    await registerUser(page, uniqueEmail("search"));
    const zurich = (await api(page, "POST", "/api/clients", { name: "Zürich Partners", company: "Zürich Partners AG", phone: "555-010-2030" })).json;
    await api(page, "POST", "/api/clients", { name: "Acme Corp", email: "hello@acme.example", notes: "Met the Zurich team" });
    await api(page, "POST", "/api/projects", { name: "Zurich office move", clientId: zurich.id, status: "active" });
    await api(page, "POST", "/api/tasks", { title: "Call Zurich about the lease", clientId: zurich.id, priority: "high" });
    const issue = new Date().toISOString().slice(0, 10);
    const invoice = (await api(page, "POST", "/api/invoices", { clientId: zurich.id, invoiceNumber: "INV-2026-077", issueDate: issue, dueDate: issue,
      items: [{ description: "Relocation planning", quantity: 1, rate: "1200" }] })).json;
    const start = new Date(Date.now() + 86_400_000);
    await api(page, "POST", "/api/calendar", { title: "Ventana walkthrough", type: "meeting", startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3_600_000).toISOString() });
    const proposal = (await api(page, "POST", "/api/contracts", { clientId: zurich.id, type: "proposal", title: "Ostrander rebrand", content: "# Rebrand\n\nScope and price." })).json;
    const proposalGid = Buffer.from(`Contract:${proposal.id}`).toString("base64");
    // the app's pages open records by their Relay global ids
    const invoiceGid = Buffer.from(`Invoice:${invoice.id}`).toString("base64");
    await page.reload();

    // typing: the results grouped by type, the exact-ish name first, the note mention last
    const box = page.getByPlaceholder("Search clients, projects, tasks...");
    await box.click();
    const combobox = page.getByRole("combobox", { name: "Search" });
    await expectVisible(combobox, "the search combobox (the popover's code loaded on focus)");
    await combobox.pressSequentially("zurich", { delay: 30 });
    const popover = page.getByTestId("search-popover");
    const options = popover.getByRole("option");
    await expectVisible(options.first(), "the first result");
    const texts = await options.allTextContents();
    expectEqual(texts.length, 4, "four results for 'zurich'");
    expect(texts[0].startsWith("Zürich Partners"), `the client 'Zürich Partners' first, got ${texts.join(" | ")}`);
    expect(texts.some((x) => x.startsWith("Acme Corp")), "the note mention found too");
    expectEqual((await popover.getByRole("group").allTextContents()).length >= 3, true, "results grouped by type");
    await expectVisible(popover.getByRole("group", { name: "Clients" }), "the Clients group");
    await expectVisible(popover.getByRole("group", { name: "Projects" }), "the Projects group");
    await expectVisible(popover.locator("mark").first(), "the matches highlighted");
    await screenshot(page, "85-search-results");

    // a phone number in another format, an invoice by number; arrows and Enter open it
    await combobox.fill("+1 (555) 010-2030");
    await expectVisible(popover.getByRole("option", { name: /^Zürich Partners/ }), "the client found by phone");
    await combobox.fill("INV-2026-077");
    await expectVisible(popover.getByRole("option", { name: /INV-2026-077/ }), "the invoice found by number");
    await screenshot(page, "85-search-invoice");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expectPath(page, `/invoicing/${encodeURIComponent(invoiceGid)}`);
    await expectHidden(popover, "the popover after opening a result");
    await expectText(page, "INV-2026-077");

    // an event's result opens its dialog in the calendar (by ?event=), a proposal's its page
    await page.keyboard.press("Control+k");
    await expectVisible(popover, "the popover opened by Ctrl+K");
    await page.keyboard.type("ventana");
    await expectVisible(popover.getByRole("option", { name: /Ventana walkthrough/ }), "the event found by its title");
    await page.keyboard.press("Enter");
    await expectPath(page, "/calendar");
    const eventDialog = page.getByRole("dialog", { name: "Edit Event" });
    await expectVisible(eventDialog, "the event's dialog opened from its result");
    expectEqual(await eventDialog.getByLabel(/^Title/).inputValue(), "Ventana walkthrough", "the event's title in its dialog");
    await screenshot(page, "85-search-event");
    await page.keyboard.press("Escape");
    await expectHidden(eventDialog, "the event's dialog after Escape");
    await page.keyboard.press("Control+k");
    await expectVisible(popover, "the popover opened by Ctrl+K");
    await page.keyboard.type("ostrander");
    await expectVisible(popover.getByRole("option", { name: /Ostrander rebrand/ }), "the proposal found by its title");
    await page.keyboard.press("Enter");
    await expectPath(page, `/proposals/${encodeURIComponent(proposalGid)}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Ostrander rebrand" }), "the proposal's page opened from its result");
    await expectText(page, "Scope and price.");
    await screenshot(page, "85-search-proposal");

    // nothing matches
    await page.keyboard.press("Control+k");
    await expectVisible(popover, "the popover opened by Ctrl+K");
    await page.keyboard.type("qqqxyz");
    await expectText(page, 'No results for "qqqxyz"');
    await screenshot(page, "85-search-no-results");

    // empty: the record opened most recently, then the commands
    await combobox.fill("");
    await expectVisible(popover.getByRole("group", { name: "Recent" }).getByRole("option", { name: /INV-2026-077/ }), "the recent invoice");
    await expectVisible(popover.getByRole("group", { name: "Create" }).getByRole("option", { name: "Create invoice" }), "the creations");
    await expectVisible(popover.getByRole("group", { name: "Go to" }).getByRole("option", { name: "Go to Calendar" }), "the screens");
    await screenshot(page, "85-search-recent");

    // commands ranked with the records: "inv" goes to the invoices or creates one, then the invoice found
    await combobox.fill("inv");
    await expectVisible(popover.getByRole("option", { name: /INV-2026-077/ }), "the invoice found by the start of its number");
    const ranked = await options.allTextContents();
    expectEqual(ranked.slice(0, 3).sort(), ["Create invoice", "Go to Invoicing", "Go to Recurring Invoices"], "the commands first");
    await screenshot(page, "85-search-palette");
    // "new inv": Create invoice first, its dialog with the client to choose
    await combobox.fill("new inv");
    await expectVisible(popover.getByRole("option", { name: "Create invoice" }), "Create invoice");
    await waitForEqual(async () => (await options.allTextContents())[0], "Create invoice", "Create invoice first");
    await page.keyboard.press("Enter");
    await expectVisible(page.getByRole("dialog"), "the invoice form opened from the palette");
    await screenshot(page, "85-search-create-invoice");
    await page.keyboard.press("Escape");
    await expectHidden(page.getByRole("dialog"), "the invoice form after Escape");
    // "calendar": Go to Calendar first
    await page.keyboard.press("Control+k");
    await combobox.fill("calendar");
    await waitForEqual(async () => (await options.allTextContents())[0], "Go to Calendar", "Go to Calendar first");
    await page.keyboard.press("Enter");
    await expectPath(page, "/calendar");
    await expectHidden(popover, "the popover after running a command");

    // "new client": the client form's quick shape (name, company, e-mail), then the search finds the new client
    await page.keyboard.press("Control+k");
    await combobox.fill("new client");
    await waitForEqual(async () => (await options.allTextContents())[0], "Create client", "Create client first");
    await page.keyboard.press("Enter");
    const clientDialog = page.getByRole("dialog", { name: "Add Client" });
    await expectVisible(clientDialog, "the quick client form opened from the palette");
    await clientDialog.getByLabel(/^Name/).fill("Quillon Studio");
    await clientDialog.getByLabel("Company").fill("Quillon GmbH");
    await clientDialog.getByLabel("Email").fill("hello@quillon.test");
    await screenshot(page, "85-search-create-client");
    await clientDialog.getByRole("button", { name: "Create Client" }).click();
    await expectToast(page, "Client created successfully");
    await expectHidden(clientDialog, "the quick client form after saving");
    await page.keyboard.press("Control+k");
    await combobox.fill("quillon");
    await expectVisible(popover.getByRole("option", { name: /^Quillon Studio/ }), "the new client found");

    // "upload": the file picker opens with the uploader, and the file chosen is sent at once
    await combobox.fill("upload");
    await waitForEqual(async () => (await options.allTextContents())[0], "Upload file", "Upload file first");
    const chooser = page.waitForEvent("filechooser");
    await page.keyboard.press("Enter");
    await (await chooser).setFiles({ name: "palette-brief.txt", mimeType: "text/plain", buffer: Buffer.from("Uploaded from the command palette.") });
    await expectToast(page, "File uploaded successfully");
    await screenshot(page, "85-search-upload-file");
    await expectHidden(page.getByRole("dialog", { name: "Upload Files" }), "the uploader after the upload");
    const files = (await api(page, "GET", "/api/files")).json as { name: string }[];
    expect(files.some((f) => f.name === "palette-brief.txt"), "the uploaded file should be listed by GET /api/files");

    // on /docs, Ctrl+K is the reference's own search: the app's palette stays closed
    await page.goto("/docs");
    await expectPath(page, "/docs");
    await expectVisible(page.getByRole("heading", { level: 1, name: "API Documentation" }), "the documentation page");
    // the reference's code loads after the page: its search answers the key once it is drawn (the app's palette never does here)
    await expectVisible(page.getByRole("region", { name: "REST" }).getByText("Whether the server can serve requests").first(), "the reference drawn", 30_000);
    await page.keyboard.press("Control+k");
    await expectVisible(page.getByPlaceholder("Search...", { exact: true }), "the reference's search");
    expectEqual(await popover.count(), 0, "the app's palette on /docs after Ctrl+K");
    await screenshot(page, "85-search-docs-ctrl-k");
    await page.keyboard.press("Escape");
  });
}
