/**
 * Search text is the user's, whatever it holds: letters whose accent folding (unaccent) yields tsquery syntax
 * (modifier apostrophes, ŉ, circled or parenthesised digits), NUL, lone surrogates, controls. None may answer 5xx;
 * the words around such characters are still found. A property test over random Unicode texts checks the rest.
 */
import fc from "fast-check";
import { eachTestWithTenant, rest, type Session, type TestApp } from "../../../../test/harness";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

/** the text's UTF-8 bytes, each percent-encoded (a lone surrogate becomes U+FFFD, as a browser sends it) */
const encoded = (q: string) => [...Buffer.from(q, "utf8")].map((b) => `%${b.toString(16).padStart(2, "0")}`).join("");
const ask = (q: string) => askRaw(encoded(q));
const askRaw = (rawQuery: string) => rest(t.app, a, "GET", `/api/search?q=${rawQuery}`);

describe("search text that used to answer 500", () => {
  it.each(["ʼ", "ʹ", "ʻ", "ʽ", "ˈ", "ŉ", "Oʼbrien", "ʼʼ", "a ʼ b", "①", "⑴ test", "⒈", "℅", "ˋ", "ː", "ˌ", "\u0000", "a\u0000b", "\ud800", "x\udfffy"])(
    "answers 200 to %j", async (q) => {
      const r = await ask(q);
      expect({ q, status: r.status }).toEqual({ q, status: 200 });
      expect(Array.isArray(r.body.results)).toBe(true);
    });

  it.each(["a%00b", "%00", "a%ED%A0%80b", "%FF%FE", "%C0%AF", "%E2%80"])("answers 200 to the raw query q=%s", async (raw) => {
    const r = await askRaw(raw);
    expect({ raw, status: r.status }).toEqual({ raw, status: 200 });
  });

  it("still finds the words around them: Oʼbrien finds O'Brien's client, a NUL between words is a space", async () => {
    await t.app.resources.prisma.client.create({ data: { userId: a.user.id, name: "Liam O'Brien" } });
    await t.app.resources.prisma.client.create({ data: { userId: a.user.id, name: "Acme Brands" } });
    const titles = async (q: string) => ((await ask(q)).body.results as { title: string }[]).map((x) => x.title);
    expect(await titles("Oʼbrien")).toContain("Liam O'Brien");
    expect(await titles("acme\u0000brands")).toContain("Acme Brands");
    expect(await titles("ʼ")).toEqual([]);
  });

  it("never answers 5xx, whatever Unicode text is searched (property)", async () => {
    await t.app.resources.prisma.client.create({ data: { userId: a.user.id, name: "Zoë Ærøskøbing" } });
    const special = fc.constantFrom("ʼ", "ʹ", "ʻ", "ʽ", "ˈ", "ŉ", "'", "\\", ":", "*", "&", "|", "!", "(", ")", "<", ">", "-", "\u0000", "①", "⑴", " ", "ß", "Æ");
    const text = fc.array(fc.oneof(fc.string({ unit: "binary", maxLength: 6 }), fc.string({ unit: "grapheme", maxLength: 6 }), special), { maxLength: 12 })
      .map((parts) => parts.join("").slice(0, 200));
    await fc.assert(fc.asyncProperty(text, async (q) => {
      const r = await ask(q);
      expect({ q, status: r.status }).toEqual({ q, status: 200 });
    }), { numRuns: 300 });
  });
});
