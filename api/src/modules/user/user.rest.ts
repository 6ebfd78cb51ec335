import { defineRoutes } from "../../rest/registry";
import { toUserJson, updateBrandSettings } from "./user.service";

export const userRoutes = defineRoutes([
  { method: "PUT", url: "/api/brand-settings", handler: async (ctx, req) => toUserJson(await updateBrandSettings(ctx, req.body)) },
]);
