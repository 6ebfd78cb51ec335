import { builder } from "./builder";
import { sharedEvents } from "./live";
import type { LiveChange } from "../pubsub";

/**
 * One change in the viewer's workspace, as published after commit on the tenant's topic (a live change, not a
 * stored domain event). Modules add the fields of their records to it (`builder.objectFields(WorkspaceChangeRef,
 * ...)`: the message that changed, ...), so a screen updates its cards without a reload.
 */
export const WorkspaceChangeRef = builder.objectRef<LiveChange>("WorkspaceChange").implement({
  description: "A change in the viewer's workspace, pushed after it was committed.",
  fields: (t) => ({
    type: t.exposeString("type", {
      description: "What happened: the domain event a record's write recorded, by its name (client.created, invoice.sent, "
        + "message.email_sent, ...), or one of the live signals that are not a record's change (message.read, notification.created, "
        + "contract.viewed, workflow_execution.progress, ...).",
    }),
  }),
});

builder.subscriptionField("workspaceChanged", (t) =>
  t.field({
    type: WorkspaceChangeRef,
    description: "Every change in the viewer's workspace, pushed after commit; messages' e-mail delivery (sending -> sent or failed) included.",
    // one bus subscription per workspace for every tab; what a change is about is read once per change (live.ts)
    subscribe: (_root, _args, ctx) => sharedEvents(ctx),
    resolve: (event) => event as LiveChange,
  }),
);
