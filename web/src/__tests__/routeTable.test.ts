import fs from "node:fs";
import path from "node:path";
import { paths } from "../lib/paths";
import { webModules } from "../modules";
import { appRoutes, navigationOf } from "../routeTable";

describe("the route table", () => {
  it("holds every route of every module face, with its module, in navigation order", () => {
    const expected = webModules.flatMap((module) => module.routes.map((route) => [route.path, module] as const));
    expect(appRoutes.map((route) => [route.path, route.module] as const)).toEqual(expected);
  });

  it("has one route per path, each one of lib/paths.ts", () => {
    const routePaths = appRoutes.map((route) => route.path);
    const known: readonly string[] = Object.values(paths);
    expect(new Set(routePaths).size).toBe(routePaths.length);
    expect(routePaths.filter((p) => !known.includes(p))).toEqual([]);
  });

  it("leads every navigation entry to a route: its module's first", () => {
    const routePaths = new Set(appRoutes.map((route) => route.path));
    for (const entry of navigationOf(webModules)) expect(routePaths).toContain(entry.path);
    for (const module of webModules) if (module.nav) expect(module.nav.path).toBe(module.routes[0].path);
  });

  it("keeps the pages out of the faces: each face imports its pages with import() only", () => {
    const modulesDir = path.join(__dirname, "../modules");
    const faces = fs.readdirSync(modulesDir).filter((name) => fs.existsSync(path.join(modulesDir, name, "index.ts")));
    // every module a face exports is in the list, and the list holds nothing else (the contract folder's face
    // exports two: contracts and proposals)
    const exported = faces.flatMap((name) => Object.values(require(path.join(modulesDir, name, "index.ts")) as Record<string, unknown>));
    expect(new Set(exported)).toEqual(new Set(webModules));
    for (const name of faces) {
      const source = fs.readFileSync(path.join(modulesDir, name, "index.ts"), "utf8");
      const staticLocal = [...source.matchAll(/^import [^;]+ from "\.\/([^"]+)";$/gm)].map((m) => m[1]);
      // a face may import its heading and a query starter, never a page (its code would join the initial JS)
      expect({ name, pages: staticLocal.filter((file) => /Page$/.test(file)) }).toEqual({ name, pages: [] });
    }
  });
});
