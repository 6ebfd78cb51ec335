import { FileCheck, FileX } from "lucide-react";
import type { NotificationKindLooks } from "../../lib/webModule";

/** How the bell shows the notifications about this module's records (loaded with the bell's panel). */
const looks: NotificationKindLooks = {
  contract_signed: { icon: FileCheck, palette: "green" },
  contract_declined: { icon: FileX, palette: "red" },
};
export default looks;
