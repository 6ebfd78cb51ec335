import type { QuickCreateProps } from "../../lib/webModule";
import { ClientForm } from "./ClientForm";

/**
 * The command palette's 'Create client': the clients screen's form, its quick shape (name, company, e-mail), saved by
 * the same mutation; the clients list and the sidebar's count follow (the list reads its records again on the change).
 */
export function QuickClientDialog({ open, onOpenChange }: QuickCreateProps) {
  return <ClientForm quick open={open} onOpenChange={onOpenChange} client={null} connectionId="" />;
}
