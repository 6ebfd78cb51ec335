// The search test set: typos in any term of a query, multi-word queries, and names in Latin with accents, Greek and
// Cyrillic, each query with the record it must answer first; through REST and GraphQL on the real database. And the
// folding function (search_fold) over Latin, Greek and Cyrillic names, and the plan of the one statement.
import { eachTestWithTenant, gql, rest, type Session, type TestApp } from "../../../../test/harness";
import { searchFold } from "@common/search-fold";
import { searchSql, searchStatement, searchTerms } from "../search.service";
import { FOLD_TABLE } from "./fold-table";

let t: TestApp;
let a: Session;
eachTestWithTenant((app, tenant) => { t = app; a = tenant; });

const db = () => t.app.resources.prisma;

const CLIENTS = ["Sara Chen", "Sara Miller", "Brightline Studio", "Bright Ideas", "Nikos Papadopoulos", "Νίκος Παπαδόπουλος",
  "ΕΛΕΝΗ ΓΕΩΡΓΊΟΥ", "Οδυσσέας Ελύτης", "Фёдор Достоевский", "Сергей Йорданов", "Lucía Fernández", "Jürgen Straße GmbH",
  "Søren Kierkegaard", "Łukasz Wiśniewski", "Æther Labs", "Zoë Saldaña"];

/** query → the title it must answer first */
const TEST_SET: [query: string, top: string][] = [
  ["sara chn", "Sara Chen"],
  ["chen sara", "Sara Chen"],
  ["sara miler", "Sara Miller"],
  ["brigthline", "Brightline Studio"],
  ["brightlin studo", "Brightline Studio"],
  ["brigt ideas", "Bright Ideas"],
  ["papadopulos", "Nikos Papadopoulos"],
  ["Παπαδοπουλος", "Νίκος Παπαδόπουλος"],
  ["ΠΑΠΑΔΟΠΟΥΛΟΣ", "Νίκος Παπαδόπουλος"],
  ["νικος παπαδοπουλος", "Νίκος Παπαδόπουλος"],
  ["ελενη γεωργιου", "ΕΛΕΝΗ ΓΕΩΡΓΊΟΥ"],
  ["Ελύτης", "Οδυσσέας Ελύτης"],
  ["ΟΔΥΣΣΕΑΣ", "Οδυσσέας Ελύτης"],
  ["федор достоевский", "Фёдор Достоевский"],
  ["ФЁДОР", "Фёдор Достоевский"],
  ["йорданов", "Сергей Йорданов"],
  ["достоевскии федор", "Фёдор Достоевский"],
  ["papadopoulos nikos", "Nikos Papadopoulos"],
  ["παπαδοπουλ", "Νίκος Παπαδόπουλος"],
  ["ελυτις", "Οδυσσέας Ελύτης"],
  ["παπαδοπυλος", "Νίκος Παπαδόπουλος"],
  ["οδισσεας ελυτης", "Οδυσσέας Ελύτης"],
  ["достаевский", "Фёдор Достоевский"],
  ["сергеи иорданов", "Сергей Йорданов"],
  ["lucia", "Lucía Fernández"],
  ["Lucía", "Lucía Fernández"],
  ["lucia fernandes", "Lucía Fernández"],
  ["strasse", "Jürgen Straße GmbH"],
  ["soren", "Søren Kierkegaard"],
  ["lukasz wisniewski", "Łukasz Wiśniewski"],
  ["aether", "Æther Labs"],
  ["zoe saldana", "Zoë Saldaña"],
  ["websit redesgn", "Website Redesign"],
  ["mobil ap lanch", "Mobile App Launch"],
  ["quartrly report", "Prepare quarterly report"],
];

async function seed() {
  await db().client.createMany({ data: CLIENTS.map((name) => ({ userId: a.user.id, name })) });
  const c = await db().client.findFirstOrThrow({ where: { userId: a.user.id, name: "Sara Chen" } });
  await db().project.createMany({ data: ["Website Redesign", "Mobile App Launch", "Website Hosting"].map((name) => ({ userId: a.user.id, clientId: c.id, name })) });
  await db().task.createMany({ data: ["Prepare quarterly report", "Report bug in mobile app"].map((title) => ({ userId: a.user.id, title })) });
}

const SEARCH = `query Search($q: String!) { viewer { search(query: $q) {
  __typename
  ... on Client { name }
  ... on Project { name }
  ... on Task { title }
} } }`;

describe("the search test set: typos, several words, Greek, Cyrillic and accented Latin names", () => {
  it("answers each query's expected record first through GET /api/search", async () => {
    await seed();
    const wrong: string[] = [];
    for (const [q, top] of TEST_SET) {
      const r = await rest(t.app, a, "GET", `/api/search?q=${encodeURIComponent(q)}`);
      expect(r.status).toBe(200);
      const first = r.body.results[0]?.title;
      if (first !== top) wrong.push(`${q} → ${first ?? "nothing"} (expected ${top})`);
    }
    expect(wrong).toEqual([]);
    expect(TEST_SET.length).toBeGreaterThanOrEqual(20);
  });

  it("answers each query's expected record first through GraphQL viewer.search", async () => {
    await seed();
    const wrong: string[] = [];
    for (const [q, top] of TEST_SET) {
      const r = await gql(t.app, a, SEARCH, { q });
      expect(r.errors).toBeUndefined();
      const hit = r.data.viewer.search[0];
      const first = hit?.name ?? hit?.title;
      if (first !== top) wrong.push(`${q} → ${first ?? "nothing"} (expected ${top})`);
    }
    expect(wrong).toEqual([]);
  });

  it("ranks a record matching every term, exactly, above one matching some, or by a prefix, or by a typo", async () => {
    await seed();
    const titles = async (q: string) =>
      ((await rest(t.app, a, "GET", `/api/search?q=${encodeURIComponent(q)}`)).body.results as { title: string }[]).map((r) => r.title);
    // both terms (one by a typo) above one exact term only
    expect((await titles("sara chn")).slice(0, 2)).toEqual(["Sara Chen", "Sara Miller"]);
    // exact word above a prefix above a typo
    await db().client.createMany({ data: ["Nova", "Novatek", "Nvoa Partners"].map((name) => ({ userId: a.user.id, name })) });
    expect(await titles("nova")).toEqual(["Nova", "Novatek"]);
    expect((await titles("novat")).slice(0, 1)).toEqual(["Novatek"]);
    // "website" is a word of two projects, "redesign" of one: that one first
    expect((await titles("website redesign")).slice(0, 2)).toEqual(["Website Redesign", "Website Hosting"]);
  });

  it("reads the viewer's partition only, and each term's candidates through the documents' GIN indexes", async () => {
    await seed();
    const terms = searchTerms("sara chn brigthline")!;
    const words = ["acme", "harbor", "summit", "orion", "nimbus", "delta", "vertex", "lumen", "atlas", "cobalt", "maple", "granite"];
    await db().client.createMany({ data: Array.from({ length: 4000 }, (_, i) => ({
      userId: a.user.id, name: `${words[i % words.length]} ${words[(i >> 4) % words.length]} ${i}`, email: `c${i}@${words[(i >> 2) % words.length]}.example` })) });
    const [{ part }] = await db().$queryRaw<{ part: string }[]>`SELECT tableoid::regclass::text AS part FROM search_documents WHERE "userId" = ${a.user.id}::uuid LIMIT 1`;
    await db().$executeRawUnsafe(`ANALYZE ${part}, search_words`);
    const explain = (sql: string, ...values: unknown[]) => db().$transaction(async (tx) => {
      // never a scan of the partition's every row (other workspaces' too): an index led by "userId"
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      return (await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${sql}`, ...values)).map((r) => r["QUERY PLAN"]).join("\n");
    });
    // the statement of a text of three words (each number of words has its own), of one word, and of two words
    const sql = searchSql(terms.words.length);
    expect(searchStatement(terms)).toBe(sql);
    const others = [searchTerms("brigthline")!, searchTerms("brigthline 12")!];
    for (const [statement, t] of [[sql, terms], ...others.map((o) => [searchStatement(o), o] as const)] as const) {
      const plan = await explain(statement, a.user.id, t.words, t.phone, t.text, 20);
      expect(plan).not.toMatch(/Seq Scan/);
      expect(new Set(plan.match(/on search_documents_\d+/g)).size).toBe(1);
    }
    // the candidates, each through a GIN index, a fuzzy term's given when its gate is open (an InitPlan's value): the
    // words' (one scan of the documents' words); each word's closest words of the workspace (the words' trigrams) and
    // the documents holding them (the documents' words); the whole text's trigrams (the documents')
    const plan = await explain(sql, a.user.id, terms.words, terms.phone, terms.text, 20);
    expect(plan).toContain(`Index Cond: (("userId" = '${a.user.id}'::uuid) AND (vector @@ '''sara'':* | ''chn'':* | ''brigthline'':*'::tsquery))`);
    expect(plan.match(/Bitmap Index Scan on "search_words_userId_trigram_idx"/g)).toHaveLength(3);
    expect(plan.match(/Index Cond: \(\("userId" = '[^']+'::uuid\) AND \(search_trigram_text\(word\) %> \(InitPlan \d+\)\.col1\)\)/g)).toHaveLength(3);
    expect(plan.match(/Index Cond: \(\("userId" = '[^']+'::uuid\) AND \(vector @@ \(InitPlan \d+\)\.col1\)\)/g)).toHaveLength(3);
    expect(plan.match(/Index Cond: \(\("userId" = '[^']+'::uuid\) AND \(search_trigram_text\(trigram\) %> \(InitPlan \d+\)\.col1\)\)/g)).toHaveLength(1);
  });

  it("looks a word up by its typos only while fewer than 20 records hold it, and a phone number by its digits", async () => {
    const titles = async (q: string) =>
      ((await rest(t.app, a, "GET", `/api/search?q=${encodeURIComponent(q)}`)).body.results as { title: string }[]).map((r) => r.title);
    await db().client.create({ data: { userId: a.user.id, name: "Harbour Lights" } });
    await db().task.createMany({ data: Array.from({ length: 19 }, (_, i) => ({ userId: a.user.id, title: `Harbor ${i + 1}` })) });
    // 19 records hold "harbor" (tasks: a type answers 5 at most, the client is the only one of its type)
    expect(await titles("harbor")).toContain("Harbour Lights");
    // 20 hold it: what was typed is what was meant
    await db().task.create({ data: { userId: a.user.id, title: "Harbor 20" } });
    expect(await titles("harbor")).not.toContain("Harbour Lights");
    // a word nobody holds is still looked up by its typos
    expect((await titles("harbur lights"))[0]).toBe("Harbour Lights");

    // a phone number is its digits: not every record holding a word that starts with 1, 555 or 010
    await db().client.create({ data: { userId: a.user.id, name: "Line", phone: "555-010-2030" } });
    await db().client.createMany({ data: ["555 Studio", "Suite 1010", "Room 010"].map((name) => ({ userId: a.user.id, name })) });
    expect(await titles("+1 (555) 010-2030")).toEqual(["Line"]);
    expect(searchTerms("+1 (555) 010-2030")!.words).toEqual(["15550102030"]);
    // with a letter it is words again
    expect(searchTerms("Suite 1010 555 0102")!.words).toEqual(["suite", "1010", "555", "0102"]);
  });

  it("answers a type from the records holding every word once 20 records hold them all, and the other types from any word", async () => {
    const titles = async (q: string) =>
      ((await rest(t.app, a, "GET", `/api/search?q=${encodeURIComponent(q)}`)).body.results as { type: string; title: string }[]).map((r) => `${r.type} ${r.title}`);
    const c = await db().client.create({ data: { userId: a.user.id, name: "Quartz Group 0" } });
    await db().client.createMany({ data: Array.from({ length: 24 }, (_, i) => ({ userId: a.user.id, name: `Quartz Group ${i + 1}` })) });
    await db().client.createMany({ data: Array.from({ length: 40 }, (_, i) => ({ userId: a.user.id, name: `Other Group ${i}` })) });
    await db().project.createMany({ data: ["Quartz plan", "Quartz launch"].map((name) => ({ userId: a.user.id, clientId: c.id, name })) });
    const found = await titles("quartz group");
    // the clients holding both words, in their order (a title that starts with the text first)
    expect(found.filter((x) => x.startsWith("client ")).every((x) => /^client Quartz Group \d+$/.test(x))).toBe(true);
    expect(found.filter((x) => x.startsWith("client "))).toHaveLength(5);
    // the projects hold one word only: no project holds both, so they are answered from either word
    expect(found.filter((x) => x.startsWith("project ")).sort()).toEqual(["project Quartz launch", "project Quartz plan"]);
    // a text with a phone number in it is answered from every record holding any of its words
    expect((await titles("quartz group 555 010 2030")).filter((x) => x.startsWith("project "))).toHaveLength(2);
  });
});


describe("search_fold: the folding documents and queries share", () => {
  it.each(FOLD_TABLE)("folds %s to %s, as common/search-fold.ts does", async (text, folded) => {
    const [{ f }] = await db().$queryRawUnsafe<{ f: string }[]>("SELECT search_fold($1) AS f", text);
    expect(f).toBe(folded);
    expect(searchFold(text)).toBe(f);
  });
});
