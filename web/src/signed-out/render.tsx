import { renderToStaticMarkup } from "react-dom/server";
import { LandingPage } from "../pages/LandingPage";
import { SignInPage } from "../pages/SignInPage";
import { PRODUCT_NAME } from "../lib/user";
import { DEFAULT_BRAND_COLOR, brandTextColor, contrastColor } from "../theme/brand";
import { SIGN_IN_TITLES } from "./texts";

export type SignedOutPageName = "landing" | "sign-in";

/**
 * A signed-out page as static HTML (run at build time by the Vite plugin, vite-plugin.ts): its title, the body's markup
 * and the brand colour variables of the default brand (the pages' CSS reads them).
 */
export function renderSignedOutPage(name: SignedOutPageName): { title: string; body: string; rootStyle: string } {
  const body = renderToStaticMarkup(name === "landing" ? <LandingPage year={new Date().getFullYear()} /> : <SignInPage />);
  const title = name === "landing" ? PRODUCT_NAME : `${SIGN_IN_TITLES.signin} · ${PRODUCT_NAME}`;
  const rootStyle = `:root{--brand-color:${DEFAULT_BRAND_COLOR};--brand-contrast:${contrastColor(DEFAULT_BRAND_COLOR)};--brand-text:${brandTextColor(DEFAULT_BRAND_COLOR)}}`;
  return { title, body, rootStyle };
}
