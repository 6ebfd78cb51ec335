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
    await db().$executeRawUnsafe(`ANALYZE ${part}`);
    const explain = (sql: string, ...values: unknown[]) => db().$transaction(async (tx) => {
      // never a scan of the partition's every row (other workspaces' too): an index led by "userId"
      await tx.$executeRawUnsafe("SET LOCAL enable_seqscan = off");
      return (await tx.$queryRawUnsafe<{ "QUERY PLAN": string }[]>(`EXPLAIN ${sql}`, ...values)).map((r) => r["QUERY PLAN"]).join("\n");
    });
    // the statement of a text of three words (each number of words has its own), of one word, and of two words one of
    // which is compared by trigrams (its similarities computed per candidate)
    const sql = searchSql(terms.words.length);
    expect(searchStatement(terms)).toBe(sql);
    const others = [searchTerms("brigthline")!, searchTerms("brigthline 12")!];
    for (const [statement, t] of [[sql, terms], ...others.map((o) => [searchStatement(o), o] as const)] as const) {
      const plan = await explain(statement, a.user.id, t.words, t.phone, t.text, 20);
      expect(plan).not.toMatch(/Seq Scan on search_documents/);
      expect(new Set(plan.match(/on search_documents_\d+/g)).size).toBe(1);
    }
    // each of the candidates' conditions, as the statement writes it, is its GIN index's own: the words' and each
    // fuzzy term's trigrams (whether the planner takes them or the workspace's rows depends on how many it has)
    const where = sql.match(/WHERE d\."userId" = \$1::uuid\s+AND \((d\.vector[\s\S]*?)\)\n\s*OFFSET 0/)![1];
    const conditions = where.split(/\s+OR\s+/);
    // the words', each word's trigrams, the whole text's trigrams
    expect(conditions).toHaveLength(1 + 3 + 1);
    let candidates = "";
    for (const condition of conditions) {
      candidates += await explain(`SELECT d.id FROM search_documents d WHERE d."userId" = $1::uuid AND ${condition}
        AND $2::text[] IS NOT NULL AND $3::text IS NOT NULL AND $4::text IS NOT NULL`,
        a.user.id, terms.words, terms.phone, terms.text);
    }
    for (const term of ["sara", "chn", "brigthline", "sara chn brigthline"]) {
      expect(candidates).toContain(`Index Cond: (("userId" = '${a.user.id}'::uuid) AND (search_trigram_text(trigram) %> '${term}'::text))`);
    }
    expect(candidates).toContain(`Index Cond: (("userId" = '${a.user.id}'::uuid) AND (vector @@ '''sara'':* | ''chn'':* | ''brigthline'':*'::tsquery))`);
    expect(candidates).not.toMatch(/Seq Scan/);
  });
});

describe("search_fold: the folding documents and queries share", () => {
  it.each(FOLD_TABLE)("folds %s to %s, as common/search-fold.ts does", async (text, folded) => {
    const [{ f }] = await db().$queryRawUnsafe<{ f: string }[]>("SELECT search_fold($1) AS f", text);
    expect(f).toBe(folded);
    expect(searchFold(text)).toBe(f);
  });
});
