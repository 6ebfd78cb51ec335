// The e-mail module's settings section (settings.ts: defineSettings): the signature the workspace's e-mails end with.
import { EMAIL_SIGNATURE_MAX, emailSettingsSchema } from "@common/email";
import { defineSettings } from "../../settings";
import { j } from "../../rest/shape";

defineSettings({
  section: "email",
  title: "the e-mail settings",
  schema: emailSettingsSchema,
  shape: j.object({
    emailSignature: j.nullable(j.string(`Plain text (at most ${EMAIL_SIGNATURE_MAX} characters) that automation e-mails end with, after a blank line`)),
  }, "EmailSettings"),
  read: (user) => ({ emailSignature: user.emailSignature }),
  write: (ctx, changes) => ctx.prisma.user.update({ where: { id: ctx.viewer.id }, data: changes }),
});
