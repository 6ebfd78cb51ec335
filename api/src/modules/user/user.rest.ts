import { brandSettingsSchema } from "@common/user";
import type { RestRoute } from "../../rest/registry";
import { toUserJson, updateBrandSettings } from "./user.service";

export const userRoutes: RestRoute[] = [
  {
    method: "PUT", url: "/api/brand-settings", doc: { summary: "Update the brand settings", tag: "Account", body: brandSettingsSchema },
    handler: async (ctx, req) => toUserJson(await updateBrandSettings(ctx, req.body)),
  },
];
