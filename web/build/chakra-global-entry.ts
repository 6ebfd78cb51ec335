// What build/chakra-static-css.ts loads at build time: the app's Chakra system and the function that writes its global CSS.
export { chakraGlobalCss } from "../src/theme/global-css";
export { appSystem } from "../src/theme/system";
