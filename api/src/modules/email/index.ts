// The e-mail module's face: the one way the product sends e-mail, the outgoing e-mail quota of a workspace, and its
// e-mail settings (the signature).
import "./email.settings";
import type { ApiModule } from "../../module";

export { EmailRefusedError, emailBrandName, newEmailMessageId, sendCountedEmail, sendEmail } from "./email.service";
export { recordedEmailTicket, takeEmailQuota, withEmailQuota, type EmailQuotaTicket } from "./email.quota";

export const emailModule: ApiModule = { name: "email" };
