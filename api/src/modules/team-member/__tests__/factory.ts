import type { App } from "../../../app";
import type { Session } from "../../../../test/harness";
import { createTeamMember } from "../team-member.service";

let n = 0;
export function makeTeamMember(app: App, s: Session, overrides: Record<string, unknown> = {}) {
  const { prisma, pubsub, log } = app.resources;
  return createTeamMember({ viewer: { id: s.user.id, email: s.user.email }, prisma, pubsub, log },
    { name: `Member ${++n}`, role: "Designer", ...overrides });
}
