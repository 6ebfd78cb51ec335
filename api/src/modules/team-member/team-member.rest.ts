import type { RestRoute } from "../../rest/registry";
import { createTeamMember, deleteTeamMember, listTeamMembers, toTeamMemberJson, updateTeamMember } from "./team-member.service";

export const teamMemberRoutes: RestRoute[] = [
  { method: "GET", url: "/api/team-members", handler: async (ctx) => (await listTeamMembers(ctx)).map(toTeamMemberJson) },
  { method: "POST", url: "/api/team-members", handler: async (ctx, req) => ({ status: 201, body: toTeamMemberJson(await createTeamMember(ctx, req.body)) }) },
  { method: "PUT", url: "/api/team-members/:id", handler: async (ctx, req) => toTeamMemberJson(await updateTeamMember(ctx, req.params.id, req.body)) },
  { method: "DELETE", url: "/api/team-members/:id", handler: async (ctx, req) => { await deleteTeamMember(ctx, req.params.id); return { status: 204 }; } },
];
