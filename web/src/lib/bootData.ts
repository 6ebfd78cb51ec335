import { BOOT_DATA_ELEMENT_ID, BUILT_CHUNK, bootAnswerKey, type BootData } from "@common/boot-data";

// The data the server inlined into the page's HTML for its first screen (common/boot-data.ts): the signed-in user and
// the answers of the page's first queries, and the page's code. Each answer is taken once, by the authentication check
// and by the network layer (relay/environment.ts); a later read of the same query asks the server. The code is
// preloaded as the data is read, when the app starts.

let read = false;
let user: unknown;
const answers = new Map<string, unknown>();

function readBootData(): void {
  if (read) return;
  read = true;
  const element = document.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element) return;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? "") as BootData;
    user = data.user;
    for (const a of Array.isArray(data.answers) ? data.answers : []) answers.set(bootAnswerKey(a.id, a.variables ?? {}), a.data);
    for (const chunk of Array.isArray(data.code) ? data.code : []) if (typeof chunk === "string" && BUILT_CHUNK.test(chunk)) preload(chunk);
  } catch {
    // unreadable: the app asks the server for everything
  }
}

/** Fetches a chunk of the page's code now, as a module the app will import (the import then takes it). */
function preload(chunk: string): void {
  const link = document.createElement("link");
  link.rel = "modulepreload";
  link.crossOrigin = "";
  link.href = `/${chunk}`;
  document.head.appendChild(link);
}

/** The signed-in user the page's HTML carries, once; undefined when it carries none (or it was taken). */
export function takeBootUser(): unknown {
  readBootData();
  const taken = user;
  user = undefined;
  return taken;
}

/** The `data` of the answer the page's HTML carries for this persisted query and variables, once; else undefined. */
export function takeBootAnswer(id: string, variables: Record<string, unknown>): unknown {
  readBootData();
  const key = bootAnswerKey(id, variables);
  const data = answers.get(key);
  answers.delete(key);
  return data;
}
