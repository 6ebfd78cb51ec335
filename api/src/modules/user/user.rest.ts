import type { RestRoute } from "../../rest/registry";
import { toUserJson, updateBrandSettings } from "./user.service";

export const userRoutes: RestRoute[] = [
  { method: "PUT", url: "/api/brand-settings", handler: async (ctx, req) => toUserJson(await updateBrandSettings(ctx, req.body)) },
];
