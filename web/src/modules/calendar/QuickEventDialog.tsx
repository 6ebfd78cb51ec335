import type { DialogOpenProps } from "../../components/DialogShell";
import { CalendarEventForm } from "./CalendarEventForm";

/**
 * A hub's 'New event': the calendar's Create New Event dialog, the new event linked to the client (and the project)
 * and the dialog saying so ('… for Acme Studio'). The event shows in the hub's upcoming events when it reads its
 * blocks again.
 */
export function QuickEventDialog({ open, onOpenChange, clientId, projectId, name }: DialogOpenProps & { clientId: string; projectId?: string; name: string }) {
  return (
    <CalendarEventForm
      open={open}
      onOpenChange={onOpenChange}
      target={null}
      connectionId=""
      preset={{ clientId, ...(projectId ? { projectId } : {}), name }}
    />
  );
}
