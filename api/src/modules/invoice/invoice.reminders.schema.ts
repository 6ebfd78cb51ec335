// The payment reminders of an invoice in GraphQL: `Invoice.reminders`, which went and when (invoice.reminders.ts).
import { REMINDER_STATUSES } from "@common/reminders";
import { builder } from "../../graphql/builder";

const ReminderStatus = builder.enumType("ReminderStatus", {
  values: REMINDER_STATUSES,
  description: "pending: due and not sent yet (its e-mail is waiting for the quota); sent; skipped: not sent (see note).",
});

builder.prismaObject("InvoiceReminder", {
  description: "A payment reminder of an invoice: one per reminder number, sent once or skipped.",
  fields: (t) => ({
    reminderNumber: t.exposeInt("reminderNumber", { description: "1-3: the reminders of the settings, in the order of their days; 4 and on: the repeats after them." }),
    status: t.field({ type: ReminderStatus, resolve: (r) => r.status as typeof ReminderStatus.$inferType }),
    dueOn: t.expose("dueOn", { type: "Date", description: "The day it was due." }),
    sentAt: t.expose("sentAt", { type: "DateTime", nullable: true }),
    lateFee: t.expose("lateFee", { type: "Decimal", nullable: true, description: "The late fee it added to the invoice as a line." }),
    note: t.exposeString("note", { nullable: true, description: "Why it was skipped, or why its last attempt did not go." }),
  }),
});

builder.prismaObjectField("Invoice", "reminders", (t) =>
  t.relation("reminders", { description: "Its payment reminders: which went and when, in their order.", query: { orderBy: [{ reminderNumber: "asc" }] } }));
