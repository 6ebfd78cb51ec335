// The user module's settings sections (settings.ts: defineSettings): the profile (the person's name) and the
// workspace's own conventions (its time zone), both on the workspace's row.
import { profileSettingsSchema, workspaceSettingsSchema } from "@common/user";
import { defineSettings } from "../../settings";
import { j } from "../../rest/shape";

defineSettings({
  section: "profile",
  title: "the profile settings",
  schema: profileSettingsSchema,
  shape: j.object({ firstName: j.nullable(j.string()), lastName: j.nullable(j.string()) }, "ProfileSettings"),
  read: (user) => ({ firstName: user.firstName, lastName: user.lastName }),
  write: (ctx, changes) => ctx.prisma.user.update({ where: { id: ctx.viewer.id }, data: changes }),
});

defineSettings({
  section: "workspace",
  title: "the general settings",
  schema: workspaceSettingsSchema,
  shape: j.object({ timeZone: j.string("An IANA time zone: calendar days, month boundaries and due days follow it") }, "WorkspaceSettings"),
  read: (user) => ({ timeZone: user.timeZone }),
  write: (ctx, changes) => ctx.prisma.user.update({ where: { id: ctx.viewer.id }, data: changes }),
});
