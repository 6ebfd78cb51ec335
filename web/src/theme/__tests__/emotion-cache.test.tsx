import { Box, ChakraProvider } from "@chakra-ui/react";
import { CacheProvider } from "@emotion/react";
import { act, render } from "@testing-library/react";
import { appEmotionCache } from "../emotion-cache";
import { appSystem } from "../system";

const styleElements = () => [...document.head.querySelectorAll<HTMLStyleElement>('style[data-emotion="css"]')];
const rulesOf = (tag: HTMLStyleElement) =>
  tag.sheet && tag.sheet.cssRules.length > 0 ? [...tag.sheet.cssRules].map((r) => r.cssText) : [tag.textContent ?? ""];
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe("the app's emotion cache", () => {
  const cache = appEmotionCache();

  afterEach(() => cache.sheet.flush());

  it("is made once", () => {
    expect(appEmotionCache()).toBe(cache);
  });

  it.each([true, false])("puts the rules of one task in one style element, and a later task's in the next (insertRule: %s)", async (speedy) => {
    cache.sheet.isSpeedy = speedy;
    cache.sheet.insert(".a { color: red; }");
    cache.sheet.insert(".b { color: blue; }");
    expect(styleElements()).toHaveLength(1);
    await nextTask();
    cache.sheet.insert(".c { color: green; }");
    const tags = styleElements();
    expect(tags).toHaveLength(2);
    // in order: the later rules come after the earlier ones, so the cascade is the one emotion's single sheet gives
    expect(tags[0].compareDocumentPosition(tags[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(rulesOf(tags[0]).join(" ")).toMatch(/\.a \{.*\.b \{/s);
    expect(rulesOf(tags[1]).join(" ")).toMatch(/\.c \{/);
    expect(cache.sheet.tags).toEqual(tags);
  });

  it("adds to the last style element once there are 200", async () => {
    for (let i = 0; i < 205; i++) {
      cache.sheet.insert(`.r${i} { order: ${i}; }`);
      await nextTask();
    }
    const tags = styleElements();
    expect(tags).toHaveLength(200);
    expect(rulesOf(tags[199]).join(" ")).toMatch(/\.r199 \{.*\.r204 \{/s);
  });

  it("styles Chakra's elements through it", async () => {
    cache.sheet.isSpeedy = true;
    const { getByTestId } = render(
      <CacheProvider value={cache}>
        <ChakraProvider value={appSystem()}>
          <Box data-testid="box" padding="3" color="fg.error" />
        </ChakraProvider>
      </CacheProvider>,
    );
    await act(nextTask);
    const className = [...getByTestId("box").classList].find((c) => c.startsWith("css-"));
    expect(className).toBeDefined();
    expect(styleElements().flatMap(rulesOf).join(" ")).toContain(`.${className}`);
  });
});
