import { brandSettingsSchema } from "@common/user";
import type { RestRoute } from "../../rest/registry";
import { j, servedBy } from "../../rest/shape";
import { toUserJson, updateBrandSettings } from "./user.service";

const text = () => j.nullable(j.string());

/** The signed-in user as REST answers it (toUserJson): never the password hash or the sign-in subject. */
export const userJson = servedBy(j.object({
  id: j.uuid(), email: j.string(), firstName: text(), lastName: text(), profileImageUrl: text(), companyName: text(),
  brandColor: j.string(), brandLogo: text(), timeZone: j.string("An IANA time zone"), createdAt: j.dateTime(), updatedAt: j.dateTime(),
}, "User"), toUserJson);

export const userRoutes: RestRoute[] = [
  {
    method: "PUT", url: "/api/brand-settings", doc: { summary: "Update the brand settings", tag: "Account", body: brandSettingsSchema, response: userJson },
    handler: async (ctx, req) => toUserJson(await updateBrandSettings(ctx, req.body)),
  },
];
