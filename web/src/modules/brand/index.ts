import { Palette } from "lucide-react";
import { paths } from "../../lib/paths";
import type { WebModule } from "../../lib/webModule";
import { BRAND_SETTINGS_HEADING } from "./heading";

export const brandModule: WebModule = {
  routes: [{ path: paths.brandSettings, page: () => import("./BrandSettingsPage") }],
  heading: BRAND_SETTINGS_HEADING,
  nav: { path: paths.brandSettings, label: "Brand Settings", icon: Palette, bottom: true },
};
