import { builder } from "../../graphql/builder";
import { ownedNode } from "../../graphql/records";
import { globalId } from "../../graphql/util";
import { asUserInputError } from "../../graphql/errors";
import { RECENT_ACTIVITY_COUNT } from "@common/dashboard";
import { listRecentActivity } from "./activity.service";

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
