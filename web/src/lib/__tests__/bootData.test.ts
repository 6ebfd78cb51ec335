import { BOOT_DATA_ELEMENT_ID } from "@common/boot-data";

/** A fresh copy of lib/bootData.ts over a page whose HTML carries `text` as its boot data. */
function bootDataOver(text: string | null): typeof import("../bootData") {
  document.body.innerHTML = "";
  document.head.innerHTML = "";
  if (text !== null) {
    const element = document.createElement("script");
    element.type = "application/json";
    element.id = BOOT_DATA_ELEMENT_ID;
    element.textContent = text;
    document.body.append(element);
  }
  let mod: typeof import("../bootData") | undefined;
  jest.isolateModules(() => { mod = require("../bootData"); });
  return mod!;
}

describe("the boot data of the page's HTML", () => {
  it("gives the user and each answer once, by document and variables whatever their order, then nothing", () => {
    const boot = bootDataOver(JSON.stringify({
      user: { id: "u1", email: "ada\u003c@example.test" },
      answers: [{ id: "doc1", variables: { id: "a", count: 2 }, data: { viewer: { id: "V" } } }],
    }));
    expect(boot.takeBootAnswer("doc1", { id: "b", count: 2 })).toBeUndefined();
    // read once: the element is gone
    expect(document.getElementById(BOOT_DATA_ELEMENT_ID)).toBeNull();
    expect(boot.takeBootAnswer("doc2", { count: 2, id: "a" })).toBeUndefined();
    expect(boot.takeBootAnswer("doc1", { count: 2, id: "a" })).toEqual({ viewer: { id: "V" } });
    expect(boot.takeBootAnswer("doc1", { id: "a", count: 2 })).toBeUndefined();
    expect(boot.takeBootUser()).toEqual({ id: "u1", email: "ada<@example.test" });
    expect(boot.takeBootUser()).toBeUndefined();
  });

  it("preloads the page's code it names as the app starts, built script chunks only, once", () => {
    const boot = bootDataOver(JSON.stringify({
      user: { id: "u1" }, answers: [],
      code: ["assets/ClientHubPage-Ab1_c.js", "assets/InvoicesHubBlock-x.js", "../secret.js", "assets/x.js\"><script>", "https://evil.test/a.js", "assets/style.css", 42],
    }));
    boot.takeBootUser();
    boot.takeBootAnswer("doc1", {});
    const links = Array.from(document.head.querySelectorAll("link"));
    expect(links.map((l) => [l.rel, l.getAttribute("href"), l.crossOrigin])).toEqual([
      ["modulepreload", "/assets/ClientHubPage-Ab1_c.js", ""],
      ["modulepreload", "/assets/InvoicesHubBlock-x.js", ""],
    ]);
  });

  it("gives nothing for a page without boot data or with data it cannot read", () => {
    for (const text of [null, "{not json", "[]"]) {
      const boot = bootDataOver(text);
      expect(boot.takeBootUser()).toBeUndefined();
      expect(boot.takeBootAnswer("doc1", {})).toBeUndefined();
    }
  });
});
