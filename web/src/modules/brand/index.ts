import { Palette } from "lucide-react";
import type { WebModule } from "../../lib/webModule";
import { BRAND_SETTINGS_HEADING } from "./heading";

const BRAND_SETTINGS = "/brand-settings";

export const brandModule: WebModule = {
  routes: [{ path: BRAND_SETTINGS, page: () => import("./BrandSettingsPage") }],
  heading: BRAND_SETTINGS_HEADING,
  nav: { path: BRAND_SETTINGS, label: "Brand Settings", icon: Palette, bottom: true },
};
