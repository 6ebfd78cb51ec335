// The invoice module's payment reminders section (settings.ts: defineSettings): when reminders go, what they say, their
// late fees. Stored on the workspace's row; the reminders scan (invoice.reminders.ts) reads the same columns.
import { DEFAULT_REMINDERS, LATE_FEE_TYPES, orderedReminders, reminderSettingsSchema, type ReminderTier } from "@common/reminders";
import { Prisma, type User } from "../../generated/prisma/client";
import { defineSettings } from "../../settings";
import { j } from "../../rest/shape";

/** The stored reminders (null: the defaults), in the order they go. */
export const storedReminders = (user: Pick<User, "reminderTiers">): ReminderTier[] =>
  orderedReminders(Array.isArray(user.reminderTiers) ? (user.reminderTiers as unknown as ReminderTier[]) : DEFAULT_REMINDERS);

defineSettings({
  section: "reminders",
  title: "the payment reminders",
  schema: reminderSettingsSchema,
  shape: j.object({
    enabled: j.boolean(),
    sendHour: j.integer("The hour reminders go, 0-23, in the workspace's time zone"),
    reminders: j.array(j.object({
      days: j.integer("Days from the invoice's due date: -3 is three days before it, 7 a week after"),
      subject: j.string("The e-mail's subject; may hold {client}, {invoice_number}, {amount_due}, {due_date}, {pay_link}"),
      message: j.string("The e-mail's text; may hold {client}, {invoice_number}, {amount_due}, {due_date}, {pay_link}"),
      lateFee: j.nullable(j.object({
        type: j.enum(LATE_FEE_TYPES, "A fixed amount, or a percentage of the balance"),
        value: j.string("The amount, or the percentage, as decimal text with two decimals"),
      }, "ReminderLateFee")),
    }, "PaymentReminder")),
    repeatEveryDays: j.nullable(j.integer("After the last reminder, one more every this many days until the invoice is paid (null: none)")),
  }, "ReminderSettings"),
  read: (user) => ({
    enabled: user.remindersEnabled, sendHour: user.reminderSendHour, reminders: storedReminders(user), repeatEveryDays: user.reminderRepeatDays,
  }),
  write: (ctx, { enabled, sendHour, reminders, repeatEveryDays }) => ctx.prisma.user.update({
    where: { id: ctx.viewer.id },
    data: {
      remindersEnabled: enabled, reminderSendHour: sendHour, reminderRepeatDays: repeatEveryDays,
      reminderTiers: reminders === undefined ? undefined : (orderedReminders(reminders as ReminderTier[]) as unknown as Prisma.InputJsonValue),
    },
  }),
});
