import { builder } from "../../graphql/builder";

// The team block of a project's page (graphql/hub.ts): the members assigned to it, by name.
const TEAM_MAX = 20;
builder.prismaObjectFields("Project", (t) => ({
  team: t.prismaField({
    type: ["TeamMember"], description: "The team members assigned to the project, by name.",
    resolve: (query, project, _args, ctx) => ctx.prisma.teamMember.findMany({
      ...query, where: { userId: ctx.viewer.id, projectTeamMembers: { some: { projectId: project.id } } }, orderBy: [{ name: "asc" }, { id: "asc" }], take: TEAM_MAX,
    }),
  }),
}));
