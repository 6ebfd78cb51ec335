import {
  type E2E,
  api,
  card,
  dialogField,
  expectEqual,
  expectHeading,
  expectHidden,
  expectPath,
  expectVisible,
  newContext,
  openFromSidebar,
  registerUser,
  screenshot,
  uniqueEmail,
} from "../lib";

export const name =
  "client hub: opened from the clients list, its blocks, and a new invoice from it (prefilled client) in its invoices with the amount owed updated; " +
  "the project page; a new event from the hub (linked to the client) in its upcoming events, whose link opens it in the calendar";

const pad = (n: number) => String(n).padStart(2, "0");
const localInput = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;

export async function run(t: E2E): Promise<void> {
  const { context, page } = await newContext(t);
  try {
    await registerUser(page, uniqueEmail("hub"), { firstName: "Ada", lastName: "Lovelace" });
    const acme = (await api(page, "POST", "/api/clients", { name: "Acme Studio", company: "Acme Inc.", email: "hello@acme.test", phone: "+1 555 0100",
      website: "https://acme.test", twitterUsername: "acmestudio" })).json;
    await api(page, "POST", "/api/clients", { name: "Globex", company: "Globex Corporation" });
    const today = new Date().toISOString().slice(0, 10);
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await api(page, "POST", "/api/invoices", { clientId: acme.id, invoiceNumber: "INV-HUB-1", status: "sent", issueDate: today, dueDate: due,
      items: [{ description: "Discovery workshop", quantity: 1, rate: "100" }] });
    // a paid invoice is not owed
    await api(page, "POST", "/api/invoices", { clientId: acme.id, invoiceNumber: "INV-HUB-0", status: "paid", issueDate: today, dueDate: due,
      items: [{ description: "Deposit", quantity: 1, rate: "40" }] });
    await api(page, "POST", "/api/projects", { clientId: acme.id, name: "Website redesign" });

    // ---- from the clients list to the hub ---------------------------------------------------------------------
    await openFromSidebar(page, /^Clients/, "/clients", "Clients");
    await card(page, "Acme Studio").getByRole("link", { name: "Acme Studio" }).click();
    await expectHeading(page, "Acme Studio");
    await expectPath(page, `/clients/${encodeURIComponent(Buffer.from(`Client:${acme.id}`).toString("base64"))}`);
    const owed = page.getByTestId("hub-owed-amount");
    await expectVisible(owed.getByText("$100.00"), "the amount owed (the sent invoice only)");
    const invoices = page.getByTestId("hub-invoices");
    await expectVisible(invoices.getByRole("link", { name: "INV-HUB-1" }), "the sent invoice in the hub");
    await expectVisible(page.getByTestId("hub-projects").getByRole("link", { name: "Website redesign" }), "the client's project");
    await expectVisible(page.getByTestId("hub-messages-empty"), "the messages' empty state");
    await expectVisible(page.getByTestId("hub-timeline").getByText("New invoice created: INV-HUB-1"), "the timeline's invoice line");
    await screenshot(page, "86-client-hub", true);

    // ---- 'New invoice' with the client chosen ---------------------------------------------------------------
    await invoices.getByRole("button", { name: "New invoice" }).click();
    const dialog = page.getByRole("dialog", { name: "Create Invoice" });
    await expectVisible(dialog, "the Create Invoice dialog");
    expectEqual(await dialog.getByLabel("Client").inputValue(), Buffer.from(`Client:${acme.id}`).toString("base64"), "the client chosen in the form");
    await screenshot(page, "86-client-hub-new-invoice");
    const number = await dialog.getByLabel("Invoice number").inputValue();
    await dialog.getByLabel("Status").selectOption({ label: "Sent" });
    const item = dialog.getByRole("group", { name: "Item 1" });
    await item.getByLabel("Description").fill("Interface design");
    await item.getByLabel("Rate").fill("250");
    await dialog.getByRole("button", { name: "Create Invoice" }).click();
    await expectHidden(dialog, "the dialog after the save");

    await expectVisible(invoices.getByRole("link", { name: number }), "the new invoice in the hub's invoices");
    await expectVisible(owed.getByText("$350.00"), "the amount owed with the new invoice");
    await screenshot(page, "86-client-hub-after", true);

    // ---- the project page from the hub -------------------------------------------------------------------
    await page.getByTestId("hub-projects").getByRole("link", { name: "Website redesign" }).click();
    await expectHeading(page, "Website redesign");
    await expectVisible(page.getByTestId("project-client").getByRole("link", { name: "Acme Studio" }), "the project's client link");
    await expectVisible(page.getByTestId("project-tasks-empty"), "the project's tasks' empty state");
    await screenshot(page, "86-project-page", true);

    // ---- back to the hub: 'New event' for the client, then its link opens it in the calendar ----------------------
    await page.getByTestId("project-client").getByRole("link", { name: "Acme Studio" }).click();
    await expectHeading(page, "Acme Studio");
    const events = page.getByTestId("hub-events");
    await events.getByRole("button", { name: "New event" }).click();
    const eventDialog = page.getByRole("dialog", { name: "Create New Event" });
    await expectVisible(eventDialog.getByText("Schedule a meeting, a call, a deadline or a reminder for Acme Studio."), "the dialog for the client");
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    tomorrow.setHours(10, 0, 0, 0);
    await dialogField(page, "Title").fill("Quarterly review");
    await dialogField(page, "Start time").fill(localInput(tomorrow));
    await eventDialog.getByRole("button", { name: "Create Event" }).click();
    await expectHidden(eventDialog, "the event dialog after the save");
    const eventLink = events.getByRole("link", { name: "Quarterly review" });
    await expectVisible(eventLink, "the new event in the hub's upcoming events");
    // a full-page shot from the top: scrolled, the fixed top bar and sidebar would show halfway down
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, "86-client-hub-event", true);
    await eventLink.click();
    await expectPath(page, "/calendar");
    const editEvent = page.getByRole("dialog", { name: "Edit Event" });
    await expectVisible(editEvent, "the event's dialog opened from the hub's link");
    expectEqual(await dialogField(page, "Title").inputValue(), "Quarterly review", "the event's title in the dialog");
    await screenshot(page, "86-calendar-event-link");
  } finally {
    await context.close();
  }
}
