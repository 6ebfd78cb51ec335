import type { App } from "../../../app";
import { contextOf, type Session } from "../../../../test/harness";
import { createTeamMember } from "../team-member.service";

let n = 0;
export async function makeTeamMember(app: App, s: Session, overrides: Record<string, unknown> = {}) {
  return createTeamMember(await contextOf(app, s),
    { name: `Member ${++n}`, role: "Designer", ...overrides });
}
