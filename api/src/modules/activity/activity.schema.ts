import { builder } from "../../graphql/builder";
import { ownedNode } from "../../graphql/records";
import { globalId } from "../../graphql/util";
import { asUserInputError } from "../../graphql/errors";
import { RECENT_ACTIVITY_COUNT } from "@common/dashboard";
import { listActivityOf, listRecentActivity } from "./activity.service";
import type { ServiceContext } from "../../context";

/** "team_member" -> "TeamMember": the GraphQL type of the record an activity line is about. */
const typenameOf = (entityType: string) => entityType.split("_").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");

const ActivityRef = builder.prismaNode("Activity", {
  ...ownedNode,
  description: "One line of the activity log (Recent Activity on the dashboard).",
  fields: (t) => ({
    entityType: t.exposeString("entityType", { description: "client, project, task, invoice, message, file, team_member or contract" }),
    entityId: t.field({
      type: "ID",
      description: "Global id of the record concerned (it may since have been deleted).",
      resolve: (a) => globalId(typenameOf(a.entityType), a.entityId),
    }),
    action: t.exposeString("action", { description: "created, updated, deleted, completed or reopened" }),
    title: t.exposeString("title"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectField("User", "recentActivity", (t) =>
  t.prismaField({
    type: ["Activity"],
    description: "The activity log, newest first; first is 1 to 20.",
    args: { first: t.arg.int({ defaultValue: RECENT_ACTIVITY_COUNT }) },
    resolve: (query, _user, { first }, ctx) =>
      asUserInputError(() => listRecentActivity(ctx, first ?? RECENT_ACTIVITY_COUNT, query)),
  }),
);

/**
 * The timeline of a client (its own lines and those of everything attached to it: its projects, tasks, invoices,
 * ...) or of a project, newest first, as a connection: one statement per page (the lines carry their client and
 * project, filled on write; an index per timeline).
 */
for (const [model, column] of [["Client", "clientId"], ["Project", "projectId"]] as const) {
  builder.prismaObjectField(model, "timeline", (t: any) =>
    t.prismaConnection({
      type: "Activity", cursor: "id", maxSize: 50,
      description: `The activity log of the ${model.toLowerCase()} and of everything attached to it, newest first.`,
      resolve: (query: object, parent: { id: string }, _args: unknown, ctx: ServiceContext) =>
        listActivityOf(ctx, (column === "clientId" ? { clientId: parent.id } : { projectId: parent.id }), query),
    }, { name: `${model}TimelineConnection` }, { name: `${model}TimelineEdge` }));
}
