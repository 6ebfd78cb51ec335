import { Profiler } from "react";
import { screen } from "@testing-library/react";
import { createMockEnvironment } from "relay-test-utils";
import { renderRoutes } from "../../../../test/render";
import { pendingOperation } from "../../../../test/relay";
import { Component, load } from "../DashboardPage";
import { DAY, iso, resolveNamed, resolvers, type Fixture } from "./fixtures";

/**
 * What the dashboard's first renders commit, counted rather than timed: on a phone every component costs main-thread
 * time, and every element styled at run time (an emotion `css-` class: Chakra's style props and recipes) costs the
 * resolution and insertion of its style rules. The loading skeleton is a few plain boxes, and the first render with
 * the data holds the heading and the figures only (the panels come after, one per commit). Raising a limit here is a
 * decision about the page's first load on a phone: measure it with `npm run lighthouse` first.
 */
const LIMITS = {
  /** the skeleton's commit: the heading and a few plain boxes */
  skeleton: { fibers: 100, styled: 8 },
  /** the first commit with the data: the heading, today's date, the live status and the four figures */
  firstContent: { fibers: 280, styled: 45 },
  /** any one commit after it (a panel shown, with its rows) */
  laterCommit: { fibers: 300 },
};

interface Commit {
  fibers: number;
  styled: number;
  content: boolean;
  skeleton: boolean;
}

// React's fiber of the element tree under a Profiler: child / sibling links, counted from the Profiler's own fiber.
interface Fiber {
  tag: number;
  child: Fiber | null;
  sibling: Fiber | null;
  memoizedProps: { id?: string } | null;
}

function countFibers(fiber: Fiber | null): number {
  let n = 0;
  for (let f = fiber; f; f = f.sibling) n += 1 + countFibers(f.child);
  return n;
}

/** The committed tree's Profiler fiber with that id, found from the root container. */
function profilerFiber(container: HTMLElement, id: string): Fiber | null {
  const key = Object.keys(container).find((k) => k.startsWith("__reactContainer$"));
  if (!key) return null;
  const root = (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[key].stateNode.current;
  const stack: Fiber[] = [root];
  while (stack.length) {
    const f = stack.pop()!;
    if (f.tag === 12 && f.memoizedProps?.id === id) return f;
    if (f.child) stack.push(f.child);
    if (f.sibling) stack.push(f.sibling);
  }
  return null;
}

async function recordCommits(fixture: Fixture): Promise<Commit[]> {
  const commits: Commit[] = [];
  const environment = createMockEnvironment();
  const onRender = () => {
    const page = document.querySelector('[data-testid="dashboard-page"]');
    // the element React's root was created on (render()'s container)
    const host = page?.closest<HTMLElement>("body > div");
    const profiler = host && profilerFiber(host, "dashboard");
    if (!profiler) return;
    commits.push({
      fibers: countFibers(profiler.child),
      styled: page ? page.querySelectorAll('[class*="css-"]').length : 0,
      content: !!document.querySelector('[data-testid="stat-total-clients"]'),
      skeleton: !!document.querySelector('[data-testid="dashboard-skeleton"]'),
    });
  };
  const Page = () => (
    <div data-testid="dashboard-page">
      <Profiler id="dashboard" onRender={onRender}>
        <Component />
      </Profiler>
    </div>
  );
  renderRoutes([{ path: "/", loader: () => load(environment), Component: Page }], { environment, path: "/" });
  await pendingOperation(environment, "DashboardPageQuery");
  // the data is answered once the skeleton is on screen: answered before the page first renders, it would render
  // with the data at once and commit no skeleton at all
  await screen.findByTestId("dashboard-skeleton", {}, { timeout: 10_000 });
  resolveNamed(environment, "DashboardPageQuery", resolvers(fixture));
  await screen.findByTestId("recent-activity", {}, { timeout: 10_000 });
  return commits;
}

describe("the dashboard's first renders (a count of components, not a time)", () => {
  it(`commits at most ${LIMITS.firstContent.fibers} components for the heading and figures, then each panel on its own`, async () => {
    const commits = await recordCommits({
      projects: [
        { id: "p1", name: "Website redesign", status: "active", progress: 65, dueDate: iso(10 * DAY) },
        { id: "p2", name: "Mobile app", status: "planning" },
        { id: "p3", name: "Brand book", status: "completed", progress: 100 },
      ],
      tasks: [
        { id: "t1", title: "Send wireframes", dueDate: iso(2 * DAY), project: { name: "Website redesign" } },
        { id: "t2", title: "Call Globex", dueDate: iso(-DAY), isOverdue: true, client: { name: "Globex" } },
        { id: "t3", title: "Prepare invoice", dueDate: iso(5 * DAY) },
        { id: "t4", title: "Review copy", dueDate: iso(9 * DAY) },
      ],
      activity: Array.from({ length: 6 }, (_, i) => ({ id: `a${i}`, entityType: ["client", "invoice", "task"][i % 3], action: "created", title: `Change ${i}`, createdAt: iso(-i * 3600_000) })),
      stats: { owed: [{ currency: "USD", amount: "1200.00", overdue: "300.00", invoices: 2 }] },
      revenue: { totalRevenue: "5400.00", series: Array.from({ length: 30 }, (_, i) => ({ startDate: `2026-11-${String(i + 1).padStart(2, "0")}`, endDate: `2026-11-${String(i + 1).padStart(2, "0")}`, revenue: String(i * 10) })) },
    });
    const skeleton = commits.filter((c) => c.skeleton && !c.content);
    const firstContent = commits.findIndex((c) => c.content);
    expect(skeleton.length).toBeGreaterThan(0);
    expect(firstContent).toBeGreaterThan(-1);
    const report = commits.map((c) => `${c.skeleton ? "skeleton" : c.content ? "content" : "other"} ${c.fibers} fibers ${c.styled} styled`).join("; ");

    for (const c of skeleton) {
      expect({ fibers: c.fibers <= LIMITS.skeleton.fibers, styled: c.styled <= LIMITS.skeleton.styled, report }).toEqual({ fibers: true, styled: true, report });
    }
    const first = commits[firstContent];
    // the first render with the data shows the figures but none of the panels yet
    expect({ fibers: first.fibers <= LIMITS.firstContent.fibers, styled: first.styled <= LIMITS.firstContent.styled, report }).toEqual({ fibers: true, styled: true, report });
    // each later commit adds one panel: none of them is the whole page at once
    const later = commits.slice(firstContent + 1);
    expect(later.length).toBeGreaterThanOrEqual(6);
    let previous = first.fibers;
    for (const c of later) {
      expect({ added: c.fibers - previous <= LIMITS.laterCommit.fibers, report }).toEqual({ added: true, report });
      previous = c.fibers;
    }
  });
});
