/// <reference types="node" />
import fs from "node:fs";
import path from "node:path";
import { appSystem } from "../system";

// The system registers only the recipes of the Chakra components the app renders (system.ts). This test reads every
// import from "@chakra-ui/react" in web/src and fails for a component whose recipe is missing or unknown here.
const RECIPES: Record<string, string[]> = {
  Alert: ["alert"],
  Avatar: ["avatar"],
  Badge: ["badge"],
  Button: ["button"],
  Card: ["card"],
  Checkbox: ["checkbox", "checkmark"],
  CloseButton: ["button"],
  Container: ["container"],
  Dialog: ["dialog"],
  Drawer: ["drawer"],
  Field: ["field"],
  Heading: ["heading"],
  IconButton: ["button"],
  Input: ["input"],
  InputGroup: ["inputAddon"],
  Link: ["link"],
  Menu: ["menu"],
  NativeSelect: ["nativeSelect"],
  Popover: ["popover"],
  Progress: ["progress"],
  Skeleton: ["skeleton"],
  SkeletonCircle: ["skeleton"],
  SkeletonText: ["skeleton"],
  Spinner: ["spinner"],
  Tabs: ["tabs"],
  Textarea: ["textarea"],
  Toast: ["toast"],
  Toaster: ["toast"],
};
/** Components and helpers without a recipe. */
const NO_RECIPE = new Set([
  "Box", "ChakraProvider", "Flex", "Grid", "GridItem", "HStack", "Image", "Portal", "SimpleGrid", "Stack", "Text", "VStack",
  "VisuallyHidden", "Wrap", "chakra", "createSystem", "createToaster", "defaultBaseConfig", "defineConfig",
]);

function chakraImports(): Set<string> {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== "__tests__" && entry.name !== "__generated__") walk(file);
      } else if (/\.tsx?$/.test(entry.name)) {
        for (const m of fs.readFileSync(file, "utf8").matchAll(/import\s*\{([^}]*)\}\s*from\s*"@chakra-ui\/react"/g)) {
          for (const part of m[1].split(",")) {
            const name = part.trim().replace(/^type\s+/, "").split(/\s+as\s+/)[0];
            if (name && !part.trim().startsWith("type ")) names.add(name);
          }
        }
      }
    }
  };
  walk(path.resolve(__dirname, "../.."));
  return names;
}

describe("the Chakra system", () => {
  it("has the recipe of every Chakra component the app imports", () => {
    const unknown: string[] = [];
    const missing: string[] = [];
    for (const name of chakraImports()) {
      if (NO_RECIPE.has(name)) continue;
      const keys = RECIPES[name];
      if (!keys) unknown.push(name);
      else for (const key of keys) if (!appSystem().isRecipe(key) && !appSystem().isSlotRecipe(key)) missing.push(`${name}: ${key}`);
    }
    expect(unknown).toEqual([]);
    expect(missing).toEqual([]);
  });

  it("leaves out the recipes the app does not use", () => {
    expect(appSystem().isSlotRecipe("accordion")).toBe(false);
    expect(appSystem().isRecipe("kbd")).toBe(false);
  });
});
