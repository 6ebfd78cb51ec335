import fs from "node:fs";
import path from "node:path";
import { invoiceLink, messageLink, taskLink } from "@common/notification";
import { recordListPath, recordPath } from "../lib/recordPaths";
import { webModules } from "../modules";
import { hubBlocksOn } from "../lib/hubBlocks";
import { appRoutes, hubBlocksOf, navigationOf, recordsOf } from "../routeTable";

/** The signed-in app's addresses (the product spec's route table, the record pages and the API documentation). */
const APP_PATHS = [
  "/", "/clients", "/clients/:id", "/projects", "/projects/:id", "/tasks", "/invoicing", "/invoicing/:id", "/invoicing/recurring", "/contracts",
  "/contracts/:id", "/proposals", "/proposals/:id", "/messages", "/calendar", "/files", "/reports", "/automation",
  "/team-members", "/brand-settings", "/settings", "/docs",
];

describe("the route table", () => {
  it("holds every route of every module face, with its module, in navigation order", () => {
    const expected = webModules.flatMap((module) => module.routes.map((route) => [route.path, module] as const));
    expect(appRoutes.map((route) => [route.path, route.module] as const)).toEqual(expected);
  });

  it("has one route per path, the modules' routes being exactly the app's addresses", () => {
    const routePaths = appRoutes.map((route) => route.path);
    expect(new Set(routePaths).size).toBe(routePaths.length);
    expect([...routePaths].sort()).toEqual([...APP_PATHS].sort());
  });

  it("leads every navigation entry to a route: its module's first", () => {
    const routePaths = new Set(appRoutes.map((route) => route.path));
    for (const entry of navigationOf(webModules)) expect(routePaths).toContain(entry.path);
    for (const module of webModules) if (module.nav) expect(module.nav.path).toBe(module.routes[0].path);
  });

  it("keeps the pages and hub blocks out of the faces: each face imports them with import() only", () => {
    const modulesDir = path.join(__dirname, "../modules");
    const faces = fs.readdirSync(modulesDir).filter((name) => fs.existsSync(path.join(modulesDir, name, "index.ts")));
    // every module a face exports is in the list, and the list holds nothing else (the contract folder's face
    // exports two: contracts and proposals)
    const exported = faces.flatMap((name) => Object.values(require(path.join(modulesDir, name, "index.ts")) as Record<string, unknown>));
    expect(new Set(exported)).toEqual(new Set(webModules));
    for (const name of faces) {
      const source = fs.readFileSync(path.join(modulesDir, name, "index.ts"), "utf8");
      const staticLocal = [...source.matchAll(/^import [^;]+ from "\.\/([^"]+)";$/gm)].map((m) => m[1]);
      // a face may import its heading and a query starter, never a page or a hub block (its code would join the initial JS)
      expect({ name, pages: staticLocal.filter((file) => /(Page|HubBlock)$/.test(file)) }).toEqual({ name, pages: [] });
    }
  });

  describe("the records' addresses the faces declare (lib/recordPaths.ts, filled from the module list)", () => {
    const gid = (typename: string, id: string) => btoa(`${typename}:${id}`);
    const uuid = "5b0c1f0e-8d3a-4c52-9a4e-2f1d6c7b8a90";

    it("open each record where its page or its list shows it, its id encoded", () => {
      expect(recordPath("client", "Q2xpZW50OjE=")).toBe("/clients/Q2xpZW50OjE%3D");
      expect(recordPath("project", "UHJvamVjdDox")).toBe("/projects/UHJvamVjdDox");
      expect(recordPath("invoice", "a/b")).toBe("/invoicing/a%2Fb");
      expect(recordPath("contract", "Q29udHJhY3Q6MQ==")).toBe("/contracts/Q29udHJhY3Q6MQ%3D%3D");
      expect(recordPath("proposal", "Q29udHJhY3Q6Mg==")).toBe("/proposals/Q29udHJhY3Q6Mg%3D%3D");
      expect(recordPath("task", "VGFzazox")).toBe("/tasks?id=VGFzazox");
      expect(recordPath("message", "TWVzc2FnZTox")).toBe("/messages?id=TWVzc2FnZTox");
      expect(recordPath("event", "RXZlbnQ6MQ==")).toBe("/calendar?event=RXZlbnQ6MQ%3D%3D");
      expect(recordPath("file", "RmlsZTox")).toBe("/files?id=RmlsZTox");
    });

    it("agree with the links the server writes in notifications (common/notification.ts)", () => {
      expect(recordPath("task", gid("Task", uuid))).toBe(taskLink(uuid));
      expect(recordPath("message", gid("Message", uuid))).toBe(messageLink(uuid));
      expect(recordPath("invoice", gid("Invoice", uuid))).toBe(invoiceLink(uuid));
    });

    it("list each kind of record on a route of the app", () => {
      const routePaths = new Set(appRoutes.map((route) => route.path));
      const kinds = ["client", "project", "task", "invoice", "contract", "proposal", "message", "event", "file", "teamMember", "apiToken"];
      for (const kind of kinds) expect(routePaths).toContain(recordListPath(kind));
      expect(recordListPath("teamMember")).toBe("/team-members");
      expect(recordListPath("apiToken")).toBe("/settings");
    });

    it("are declared once per kind, by one face", () => {
      const declared = webModules.flatMap((module) => Object.keys(module.records ?? {}));
      expect(new Set(declared).size).toBe(declared.length);
      expect([...recordsOf(webModules).keys()].sort()).toEqual([...declared].sort());
    });

    it("refuse a kind no face declares, and the address of one record a face does not declare", () => {
      expect(() => recordPath("spaceship", "1")).toThrow("No module declares spaceship records");
      expect(() => recordListPath("spaceship")).toThrow("No module declares spaceship records");
      expect(() => recordPath("teamMember", "1")).toThrow("No address opens one teamMember");
    });
  });

  describe("the hub pages' blocks the faces declare (lib/hubBlocks.ts, filled from the module list)", () => {
    it("put each module's blocks on the client's hub and the project's page in their declared order", () => {
      expect(hubBlocksOn("client").map((b) => b.key)).toEqual(["invoices", "projects", "tasks", "messages", "events", "files", "contracts", "proposals"]);
      expect(hubBlocksOn("project").map((b) => b.key)).toEqual(["team", "tasks", "invoices", "messages", "events", "files", "contracts"]);
    });

    it("are declared once per key, each on a hub", () => {
      const keys = hubBlocksOf(webModules).map((b) => b.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const b of hubBlocksOf(webModules)) expect(Object.keys(b.on).length).toBeGreaterThan(0);
    });

    it("follow the list: a face's block shows on its hubs with nothing else changed", () => {
      const extra = { routes: [], heading: { heading: "Extra", subtitle: "" },
        hubBlocks: [{ key: "extras", on: { project: 15 }, block: () => Promise.reject(new Error("not loaded")) }] };
      const keys = (list: typeof webModules) => hubBlocksOf(list).filter((b) => b.on.project !== undefined)
        .sort((a, b) => (a.on.project ?? 0) - (b.on.project ?? 0)).map((b) => b.key);
      expect(keys([...webModules, extra])).toEqual(["team", "extras", "tasks", "invoices", "messages", "events", "files", "contracts"]);
    });
  });
});
