import type { App } from "../../../app";
import type { Session } from "../../../../test/harness";
import { createNotification, type NewNotification } from "../notification.service";

let n = 0;
/** A notification of the session's tenant, written as the system writes them. */
export async function makeNotification(app: App, s: Session, overrides: Partial<NewNotification> = {}) {
  const created = await app.resources.prisma.$transaction((tx) =>
    createNotification(tx, s.user.id, { type: "task_overdue", title: `Notification ${++n}`, body: "Body", link: "/tasks", dedupeKey: `test:${n}`, ...overrides }));
  if (!created) throw new Error("notification not created (dedupe key taken)");
  return created;
}
