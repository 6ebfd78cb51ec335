import { builder } from "../../graphql/builder";
import { getSidebarCounts, getViewer, ownUserWhere, updateBrandSettings, type SidebarCounts } from "./user.service";
import { sharedFeed } from "../../graphql/live";
import { mutationResult } from "../../graphql/errors";
import { recordPayload } from "../../graphql/payloads";

const SidebarCountsRef = builder.objectRef<SidebarCounts>("SidebarCounts").implement({
  description: "Counts shown as badges in the navigation (only when above 0).",
  fields: (t) => ({
    clients: t.exposeInt("clients"),
    activeProjects: t.exposeInt("activeProjects"),
    overdueTasks: t.exposeInt("overdueTasks"),
    unreadMessages: t.exposeInt("unreadMessages"),
  }),
});

const UserRef = builder.prismaNode("User", {
  id: { field: "id" },
  // a user can only ever load itself
  nullable: true,
  findUnique: (id, ctx) => ownUserWhere(ctx, id),
  fields: (t) => ({
    email: t.exposeString("email"),
    firstName: t.exposeString("firstName", { nullable: true }),
    lastName: t.exposeString("lastName", { nullable: true }),
    profileImageUrl: t.exposeString("profileImageUrl", { nullable: true }),
    companyName: t.exposeString("companyName", { nullable: true }),
    brandColor: t.exposeString("brandColor"),
    brandLogo: t.exposeString("brandLogo", { nullable: true }),
    timeZone: t.exposeString("timeZone"),
    sidebarCounts: t.field({
      type: SidebarCountsRef,
      resolve: (_user, _args, ctx) => getSidebarCounts(ctx),
    }),
  }),
});

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: "User",
    // the row came with the session; the connections on User query by the viewer's id themselves
    resolve: (_query, _root, _args, ctx) => getViewer(ctx),
  }),
);

builder.subscriptionField("sidebarCountsUpdated", (t) =>
  t.field({
    type: SidebarCountsRef,
    description: "Fresh navigation counts after any change in the viewer's workspace.",
    // counted once per burst of changes for every open tab of the workspace (the statement needs only the tenant's id)
    subscribe: (_root, _args, ctx) => sharedFeed("sidebarCounts", ctx, (c) => getSidebarCounts(c)),
    resolve: (counts) => counts as SidebarCounts,
  }),
);

const UserPayload = (name: string) => recordPayload(name, "user", UserRef);

builder.mutationField("updateBrandSettings", (t) =>
  t.field({
    type: UserPayload("UpdateBrandSettingsPayload"),
    args: {
      input: t.arg({ required: true, type: builder.inputType("UpdateBrandSettingsInput", {
        fields: (f) => ({ companyName: f.string(), brandColor: f.string({ required: true }), brandLogo: f.string() }),
      }) }),
    },
    errors: mutationResult,
    resolve: async (_root, { input }, ctx) => ({ user: await updateBrandSettings(ctx, input) }),
  }),
);
