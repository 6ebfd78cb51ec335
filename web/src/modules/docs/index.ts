import { DOCS_PATH } from "../../lib/appPaths";
import type { WebModule } from "../../lib/webModule";
import { DOCS_HEADING } from "./heading";

/** The API documentation: reached from Settings, so it has no entry in the navigation. */
export const docsModule: WebModule = {
  routes: [{ path: DOCS_PATH, page: () => import("./DocsPage") }],
  heading: DOCS_HEADING,
};
