import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MockPayloadGenerator } from "relay-test-utils";
import { pendingOperation } from "../../../../test/relay";
import { anInvoice, renderInvoiceView, resetToasts } from "./invoiceTestUtils";

beforeEach(resetToasts);

describe("an invoice's payment reminders", () => {
  it("shows which reminders went and when, the late fee each added, and why one was skipped", async () => {
    await renderInvoiceView(anInvoice({
      invoiceNumber: "INV-0042", status: "overdue",
      reminders: [
        { reminderNumber: 1, status: "skipped", dueOn: "2026-03-28", sentAt: null, lateFee: null, note: "A later reminder was already due" },
        { reminderNumber: 2, status: "sent", dueOn: "2026-04-01", sentAt: "2026-04-01T13:00:00.000Z", lateFee: "25.00", note: null },
        { reminderNumber: 4, status: "pending", dueOn: "2026-04-15", sentAt: null, lateFee: null, note: "E-mail quota reached: at most 100 e-mails per hour. Try again in 12 minutes." },
      ],
    }));
    const section = await screen.findByTestId("invoice-reminders");
    expect(within(section).getByRole("heading", { name: "Payment reminders" })).toBeInTheDocument();
    expect(within(section).getByTestId("invoice-reminder-1")).toHaveTextContent("Reminder 1Due Mar 28, 2026 · A later reminder was already dueSkipped");
    // sent at 09:00 in the workspace's zone (New York)
    expect(within(section).getByTestId("invoice-reminder-2")).toHaveTextContent("Reminder 2Sent Apr 1, 2026 at 9:00 AM · Late fee $25.00 addedSent");
    expect(within(section).getByTestId("invoice-reminder-4")).toHaveTextContent("Repeat reminder 1Due Apr 15, 2026 · E-mail quota reached");
    expect(within(section).getByTestId("invoice-reminder-4")).toHaveTextContent(/Waiting$/);
  });

  it("shows nothing while no reminder went", async () => {
    await renderInvoiceView(anInvoice({ status: "sent" }));
    await screen.findByTestId("invoice-payments");
    expect(screen.queryByTestId("invoice-reminders")).not.toBeInTheDocument();
  });

  it("says when a refund paused them, and resumes them", async () => {
    const invoice = anInvoice({ status: "sent", remindersPausedAt: "2026-04-02T15:00:00.000Z" });
    const { environment } = await renderInvoiceView(invoice);
    const paused = await screen.findByTestId("reminders-paused");
    expect(paused).toHaveTextContent("Paused since Apr 2, 2026, after a refund: no reminder goes until you resume them, edit the invoice or record a payment.");
    await userEvent.setup().click(within(paused).getByRole("button", { name: "Resume reminders" }));
    const op = await pendingOperation(environment, "useResumeInvoiceRemindersMutation");
    expect(op.request.variables.input).toEqual({ id: invoice.id });
    await act(async () => {
      environment.mock.resolve(op, MockPayloadGenerator.generate(op, {
        MutationResumeInvoiceRemindersResult: () => ({ __typename: "ResumeInvoiceRemindersPayload" }),
        Invoice: () => ({ ...invoice, client: undefined, project: undefined, items: undefined, payments: undefined, remindersPausedAt: null }),
      }));
    });
    expect(await screen.findByText("Payment reminders resumed")).toBeInTheDocument();
    expect(screen.queryByTestId("reminders-paused")).not.toBeInTheDocument();
  });
});
