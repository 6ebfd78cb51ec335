import createCache, { type EmotionCache } from "@emotion/cache";

/** Past this many style elements the rules go into the last one, as emotion does. */
const MAX_STYLE_ELEMENTS = 200;

let cache: EmotionCache | undefined;

/**
 * The emotion cache the app's Chakra styles go through, made on first use. Emotion writes every rule into one
 * stylesheet; the browser then treats each addition as a change of that whole stylesheet and computes the style of
 * every element its rules style again (with Chakra's cascade layers in the document, all of them: on a phone, 30-90 ms
 * per commit that brought new rules, about one per panel of the dashboard). Here the rules a task adds (a commit's)
 * go into a style element of their own, appended after the others, and the browser styles only the elements those
 * new rules match. Rules keep their order (each new element follows the last); after MAX_STYLE_ELEMENTS elements new
 * rules join the last one.
 */
export function appEmotionCache(): EmotionCache {
  if (cache) return cache;
  cache = createCache({ key: "css" });
  const sheet = cache.sheet;
  let open = false;
  sheet.insert = (rule: string) => {
    let tag = sheet.tags[sheet.tags.length - 1];
    if (!tag || (!open && sheet.tags.length < MAX_STYLE_ELEMENTS)) {
      const next = document.createElement("style");
      next.setAttribute("data-emotion", sheet.key);
      if (sheet.nonce !== undefined) next.setAttribute("nonce", sheet.nonce);
      next.appendChild(document.createTextNode(""));
      sheet.container.insertBefore(next, tag ? tag.nextSibling : sheet.before);
      sheet.tags.push(next);
      tag = next;
      open = true;
      queueMicrotask(() => {
        open = false;
      });
    }
    if (sheet.isSpeedy && tag.sheet) {
      try {
        tag.sheet.insertRule(rule, tag.sheet.cssRules.length);
      } catch {
        // a rule the browser does not take (another engine's prefix): skipped, as emotion skips it
      }
    } else {
      tag.appendChild(document.createTextNode(rule));
    }
    sheet.ctr++;
  };
  return cache;
}
