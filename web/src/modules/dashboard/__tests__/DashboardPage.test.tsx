import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator } from "relay-test-utils";
import { DAY, defaultStats, iso, operationNamed, renderDashboard, renderDashboardLoading, resolveNamed, resolvers } from "./fixtures";
import { pendingOperation } from "../../../../test/relay";

const card = (testId: string) => within(screen.getByTestId(testId));

describe("Dashboard page", () => {
  it("has one h1, a welcome with the first name, today's long US date in the viewer's zone and 'Last updated now'", async () => {
    await renderDashboard({ firstName: "Grace", timeZone: "Pacific/Kiritimati" });
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Dashboard$/);
    expect(screen.getByText(/^Welcome back, Grace!/)).toBeInTheDocument();
    const expected = new Intl.DateTimeFormat("en-US", { weekday: "long", month: "long", day: "numeric", year: "numeric", timeZone: "Pacific/Kiritimati" }).format(new Date());
    expect(screen.getByTestId("today")).toHaveTextContent(expected);
    expect(expected).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(screen.getByText("Last updated now")).toBeInTheDocument();
  });

  it("shows skeletons while loading, with 4 upcoming-task placeholders", async () => {
    await renderDashboardLoading();
    expect(await screen.findByTestId("dashboard-skeleton")).toBeInTheDocument();
    expect(screen.getAllByTestId("upcoming-task-skeleton")).toHaveLength(4);
    expect(screen.getAllByTestId("stat-skeleton")).toHaveLength(4);
    expect(screen.getAllByTestId("project-skeleton")).toHaveLength(3);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Dashboard");
  });

  describe("stat cards", () => {
    it("formats the four figures: thousands separators, dollars, '{n} overdue'", async () => {
      await renderDashboard({ stats: { totalClients: 1234, activeProjects: 7, monthlyRevenue: "12450.00", pendingTasks: 9, overdueTasks: 3 } });
      expect(card("stat-total-clients").getByText("Total Clients")).toBeInTheDocument();
      expect(card("stat-total-clients").getByTestId("stat-value")).toHaveTextContent("1,234");
      expect(card("stat-active-projects").getByText("Active Projects")).toBeInTheDocument();
      expect(card("stat-active-projects").getByTestId("stat-value")).toHaveTextContent("7");
      expect(card("stat-revenue-mtd").getByText("Revenue (MTD)")).toBeInTheDocument();
      expect(card("stat-revenue-mtd").getByTestId("stat-value")).toHaveTextContent("$12,450");
      expect(card("stat-pending-tasks").getByText("Pending Tasks")).toBeInTheDocument();
      expect(card("stat-pending-tasks").getByTestId("stat-value")).toHaveTextContent("9");
      expect(card("stat-pending-tasks").getByText("3 overdue")).toBeInTheDocument();
    });

    it("keeps the cents of a revenue that has some, and says '0 overdue' when nothing is overdue", async () => {
      await renderDashboard({ stats: { monthlyRevenue: "1234567.5", overdueTasks: 0 } });
      expect(card("stat-revenue-mtd").getByTestId("stat-value")).toHaveTextContent("$1,234,567.50");
      expect(card("stat-pending-tasks").getByText("0 overdue")).toBeInTheDocument();
    });

    it("computes the growth labels: '+12%' up, '-3%' down, and neutral text without a previous figure", async () => {
      await renderDashboard({ stats: { clientsGrowth: 12, projectsGrowth: -3.4, revenueGrowth: null, monthlyRevenue: "0.00" } });
      const clients = card("stat-total-clients").getByTestId("growth");
      expect(clients).toHaveTextContent("+12%");
      expect(clients).toHaveAttribute("data-tone", "up");
      const projects = card("stat-active-projects").getByTestId("growth");
      expect(projects).toHaveTextContent("-3%");
      expect(projects).toHaveAttribute("data-tone", "down");
      const revenue = card("stat-revenue-mtd").getByTestId("growth");
      expect(revenue).toHaveAttribute("data-tone", "none");
      expect(revenue).toHaveTextContent("—");
      expect(screen.queryByText("+8%")).not.toBeInTheDocument();
      expect(screen.queryByText("+15%")).not.toBeInTheDocument();
    });

    it("says 'New' when last month had nothing and this month has something", async () => {
      await renderDashboard({ stats: { clientsGrowth: null, totalClients: 4 } });
      const clients = card("stat-total-clients").getByTestId("growth");
      expect(clients).toHaveAttribute("data-tone", "new");
      expect(within(clients).getByTestId("growth-label")).toHaveTextContent(/^New$/);
      expect(clients).toHaveTextContent(/New\s*this month/);
    });
  });

  describe("Recent Projects", () => {
    const projects = [
      { id: "p1", name: "website redesign", status: "active", dueDate: "2026-12-13T00:00:00.000Z", progress: 65, client: { name: "Acme Studio" } },
      { id: "p2", name: "Mobile app", status: "planning", dueDate: null, progress: 0 },
      { id: "p3", name: "Brand book", status: "completed", dueDate: "2026-01-05T00:00:00.000Z", progress: 100 },
      { id: "p4", name: "Fourth", status: "cancelled" },
    ];

    it("lists at most 3 with initial, 'Due {date}' or 'No due date', progress percent and the status badge colour", async () => {
      await renderDashboard({ projects });
      const items = screen.getAllByTestId("recent-project");
      expect(items).toHaveLength(3);
      const first = within(items[0]);
      expect(first.getByTestId("project-initial")).toHaveTextContent("W");
      expect(first.getByText("website redesign")).toBeInTheDocument();
      expect(first.getByTestId("project-due")).toHaveTextContent("Due Dec 13, 2026");
      expect(first.getByTestId("project-progress")).toHaveTextContent("65%");
      expect(first.getByTestId("project-status")).toHaveTextContent("Active");
      expect(first.getByTestId("project-status")).toHaveAttribute("data-color", "green");
      const second = within(items[1]);
      expect(second.getByTestId("project-due")).toHaveTextContent("No due date");
      expect(second.getByTestId("project-progress")).toHaveTextContent("0%");
      expect(second.getByTestId("project-status")).toHaveAttribute("data-color", "yellow");
      expect(within(items[2]).getByTestId("project-status")).toHaveAttribute("data-color", "blue");
      expect(screen.queryByText("Fourth")).not.toBeInTheDocument();
      expect(card("recent-projects").getByRole("link", { name: "View all projects" })).toHaveAttribute("href", "/projects");
    });

    it("shows 'No recent projects' and 'Create your first project' when there are none", async () => {
      await renderDashboard({ projects: [] });
      expect(card("recent-projects").getByText("No recent projects")).toBeInTheDocument();
      expect(card("recent-projects").getByRole("link", { name: "Create your first project" })).toHaveAttribute("href", "/projects");
    });
  });

  describe("Upcoming Tasks", () => {
    const tasks = [
      { id: "t1", title: "Send wireframes", dueDate: iso(-2 * DAY), isOverdue: true, project: { name: "Website" } },
      { id: "t2", title: "Call Globex", dueDate: "2099-12-13T15:00:00.000Z", client: { name: "Globex" } },
      { id: "t3", title: "Already done", status: "completed", dueDate: iso(-DAY) },
      { id: "t4", title: "No date", dueDate: null },
      { id: "t5", title: "Fifth", dueDate: null },
    ];

    it("shows at most 4 with 'Project Task', 'Overdue', 'Due {date}' and 'Completed'", async () => {
      await renderDashboard({ tasks });
      const items = screen.getAllByTestId("upcoming-task");
      expect(items).toHaveLength(4);
      expect(within(items[0]).getByText("Project Task")).toBeInTheDocument();
      expect(within(items[0]).getByTestId("task-due")).toHaveTextContent(/^Overdue$/);
      expect(within(items[1]).queryByText("Project Task")).not.toBeInTheDocument();
      expect(within(items[1]).getByTestId("task-due")).toHaveTextContent(/^Due Dec 13, 2099$/);
      expect(within(items[2]).getByTestId("task-due")).toHaveTextContent(/^Completed$/);
      expect(screen.queryByText("Fifth")).not.toBeInTheDocument();
    });

    it("links 'View all' and '+ Add new task' to /tasks", async () => {
      await renderDashboard({ tasks });
      expect(card("upcoming-tasks").getByRole("link", { name: "View all tasks" })).toHaveAttribute("href", "/tasks");
      expect(card("upcoming-tasks").getByRole("link", { name: "+ Add new task" })).toHaveAttribute("href", "/tasks");
    });

    it("shows 'Create your first task' when there are none", async () => {
      await renderDashboard({ tasks: [] });
      expect(card("upcoming-tasks").getByRole("link", { name: "Create your first task" })).toHaveAttribute("href", "/tasks");
      expect(card("upcoming-tasks").getByRole("link", { name: "+ Add new task" })).toHaveAttribute("href", "/tasks");
    });

    it("completes a task from its checkbox at once (optimistic) with setTaskCompleted", async () => {
      const { environment } = await renderDashboard({ tasks: [tasks[1]] });
      fireEvent.click(screen.getByLabelText("Complete Call Globex"));
      const op = await pendingOperation(environment, "useSetTaskCompletedMutation");
      expect(op.request.variables).toEqual({ input: { id: "t2", completed: true } });
      expect(within(screen.getByTestId("upcoming-task")).getByTestId("task-due")).toHaveTextContent("Completed");
    });

    it("rolls back and shows 'Failed to update task' when the server refuses", async () => {
      const { environment } = await renderDashboard({ tasks: [tasks[1]] });
      fireEvent.click(screen.getByLabelText("Complete Call Globex"));
      const op = await pendingOperation(environment, "useSetTaskCompletedMutation");
      act(() => {
        environment.mock.resolve(op, { data: { setTaskCompleted: { __typename: "NotFoundError", __isError: "NotFoundError", message: "Task not found" } } });
      });
      expect(await screen.findByText(/^Failed to update task/)).toBeInTheDocument();
      expect(within(screen.getByTestId("upcoming-task")).getByTestId("task-due")).toHaveTextContent("Due Dec 13, 2099");
    });
  });

  describe("Revenue Analytics", () => {
    it("offers Last 30 days, Last 90 days and Last year (30, 90, 365), 30 by default, and refetches on change", async () => {
      const { environment } = await renderDashboard();
      const select = screen.getByLabelText("Revenue period") as HTMLSelectElement;
      expect(Array.from(select.options).map((o) => [o.value, o.textContent])).toEqual([
        ["30", "Last 30 days"],
        ["90", "Last 90 days"],
        ["365", "Last year"],
      ]);
      expect(select.value).toBe("30");
      fireEvent.change(select, { target: { value: "90" } });
      const op = await pendingOperation(environment, "RevenueAnalyticsRefetchQuery");
      expect(op.request.variables).toMatchObject({ days: 90 });
      // the previous figures stay visible while it loads
      expect(screen.getByTestId("revenue-analytics")).toBeInTheDocument();
      act(() => {
        environment.mock.resolve(op, MockPayloadGenerator.generate(op, {
          ...resolvers(),
          RevenueAnalytics: () => ({ days: 90, granularity: "WEEK", totalRevenue: "84200.00", averageProjectValue: "3508.00", growth: 18, series: [] }),
        }));
      });
      await waitFor(() => expect(within(screen.getByTestId("revenue-total")).getByTestId("figure-value")).toHaveTextContent("$84,200"));
      expect(within(screen.getByTestId("revenue-average")).getByTestId("figure-value")).toHaveTextContent("$3,508");
      expect(within(screen.getByTestId("revenue-growth")).getByTestId("figure-value")).toHaveTextContent("+18%");
      expect(screen.getByText("vs previous 90 days")).toBeInTheDocument();
    });

    it("draws one bar per point of the series", async () => {
      const series = [
        { startDate: "2026-11-01", endDate: "2026-11-01", revenue: "1200.00" },
        { startDate: "2026-11-02", endDate: "2026-11-02", revenue: "0.00" },
        { startDate: "2026-11-03", endDate: "2026-11-03", revenue: "350.50" },
      ];
      await renderDashboard({ revenue: { totalRevenue: "1550.50", series } });
      const bars = screen.getAllByTestId("revenue-bar");
      expect(bars).toHaveLength(3);
      expect(bars[0]).toHaveAttribute("aria-label", "Sun, Nov 1, 2026: $1,200");
      expect(bars[2]).toHaveAttribute("aria-label", "Tue, Nov 3, 2026: $350.50");
      expect(screen.queryByText("No paid invoices in this period")).not.toBeInTheDocument();
    });

    it("says 'No paid invoices in this period' when the series is all zero", async () => {
      await renderDashboard({ revenue: { series: [{ startDate: "2026-11-01", endDate: "2026-11-01", revenue: "0.00" }] } });
      expect(screen.getByText("No paid invoices in this period")).toBeInTheDocument();
      expect(screen.queryAllByTestId("revenue-bar")).toHaveLength(0);
      expect(within(screen.getByTestId("revenue-average")).getByTestId("figure-value")).toHaveTextContent("—");
    });
  });

  describe("Recent Activity", () => {
    it("lists the entries newest first with relative times and an icon per kind", async () => {
      await renderDashboard({
        activity: [
          { id: "a1", entityType: "task", action: "completed", title: "Task completed: Send wireframes", createdAt: iso(-5 * 60_000) },
          { id: "a2", entityType: "client", action: "created", title: "New client added: Acme", createdAt: iso(-2 * DAY) },
        ],
      });
      const items = screen.getAllByTestId("activity");
      expect(items).toHaveLength(2);
      expect(items[0]).toHaveTextContent("Task completed: Send wireframes");
      expect(items[0]).toHaveTextContent("5 minutes ago");
      expect(items[0]).toHaveAttribute("data-entity", "task");
      expect(items[1]).toHaveTextContent("2 days ago");
    });

    it("has an empty state", async () => {
      await renderDashboard({ activity: [] });
      expect(screen.getByText("No recent activity yet")).toBeInTheDocument();
    });
  });

  describe("Owed to you", () => {
    it("shows what clients owe per currency with the overdue part, and links to the invoices", async () => {
      await renderDashboard({ stats: { owed: [
        { currency: "USD", amount: "12400.00", overdue: "3200.50", invoices: 5 },
        { currency: "EUR", amount: "800.00", overdue: "0.00", invoices: 1 },
      ] } });
      const owed = card("owed-to-you");
      expect(owed.getByRole("heading", { name: "Owed to you" })).toBeInTheDocument();
      expect(owed.getAllByTestId("owed-amount").map((e) => e.textContent)).toEqual(["$12,400.00", "€800.00"]);
      expect(owed.getAllByTestId("owed-overdue").map((e) => e.textContent)).toEqual(["$3,200.50 overdue", "Nothing overdue"]);
      expect(owed.getByText("5 invoices")).toBeInTheDocument();
      expect(owed.getByText("1 invoice")).toBeInTheDocument();
      expect(owed.getByRole("link", { name: "View all invoices" })).toHaveAttribute("href", "/invoicing");
    });

    it("says 'Nothing owed right now' when no sent invoice has a balance", async () => {
      await renderDashboard();
      expect(card("owed-to-you").getByText("Nothing owed right now")).toBeInTheDocument();
    });
  });

  it("links the quick actions to calendar, invoicing, files and messages", async () => {
    await renderDashboard();
    const actions = card("quick-actions");
    expect(actions.getByRole("link", { name: "Schedule Client Call" })).toHaveAttribute("href", "/calendar?new=call");
    expect(actions.getByRole("link", { name: "Create Invoice" })).toHaveAttribute("href", "/invoicing");
    expect(actions.getByRole("link", { name: "Upload Files" })).toHaveAttribute("href", "/files");
    expect(actions.getByRole("link", { name: "Send Message" })).toHaveAttribute("href", "/messages");
  });

  describe("live updates", () => {
    it("applies a dashboardStatsUpdated push to the stat cards in place and refreshes the lists", async () => {
      const { environment } = await renderDashboard({ stats: { pendingTasks: 9, overdueTasks: 3 } });
      const sub = operationNamed(environment, "useDashboardLiveSubscription");
      act(() => {
        environment.mock.nextValue(sub, MockPayloadGenerator.generate(sub, { DashboardStats: () => ({ ...defaultStats, pendingTasks: 8, overdueTasks: 0, asOf: new Date().toISOString() }) }));
      });
      await waitFor(() => expect(card("stat-pending-tasks").getByTestId("stat-value")).toHaveTextContent("8"));
      expect(card("stat-pending-tasks").getByText("0 overdue")).toBeInTheDocument();
      expect(screen.getByText("Last updated now")).toBeInTheDocument();
      // the page query runs again from the network for the lists
      await waitFor(() => expect(environment.mock.getAllOperations().filter((o) => o.request.node.params.name === "DashboardPageQuery")).toHaveLength(1));
      resolveNamed(environment, "DashboardPageQuery", resolvers({ stats: { pendingTasks: 8, overdueTasks: 0 }, tasks: [{ id: "t9", title: "Fresh task" }] }));
      expect(await screen.findByText("Fresh task")).toBeInTheDocument();
    });

    it("fetches the lists once more when a push arrives while they are being fetched, so the last change wins", async () => {
      const { environment } = await renderDashboard();
      const sub = operationNamed(environment, "useDashboardLiveSubscription");
      const pageQueries = () => environment.mock.getAllOperations().filter((o) => o.request.node.params.name === "DashboardPageQuery");
      const push = (pendingTasks: number) => act(() => {
        environment.mock.nextValue(sub, MockPayloadGenerator.generate(sub, { DashboardStats: () => ({ ...defaultStats, pendingTasks, asOf: new Date().toISOString() }) }));
      });
      push(2);
      await waitFor(() => expect(pageQueries()).toHaveLength(1));
      // a second change while the first refetch is in flight: no parallel request, one more after it
      push(3);
      expect(pageQueries()).toHaveLength(1);
      resolveNamed(environment, "DashboardPageQuery", resolvers({ stats: { pendingTasks: 2 }, tasks: [{ id: "t1", title: "Older list" }] }));
      // a real request (not the answer of the finished one replayed), and its answer is what stays on screen
      await waitFor(() => expect(pageQueries()).toHaveLength(1));
      resolveNamed(environment, "DashboardPageQuery", resolvers({ stats: { pendingTasks: 3 }, tasks: [{ id: "t2", title: "Newest list" }] }));
      expect(await screen.findByText("Newest list")).toBeInTheDocument();
      expect(screen.queryByText("Older list")).not.toBeInTheDocument();
      expect(card("stat-pending-tasks").getByTestId("stat-value")).toHaveTextContent("3");
    });

    it("refreshes when the next open task becomes overdue while the page is open", async () => {
      // the clock and timers run at their real pace while the page renders, and the wait for the due time (and the
      // page's second after it) is skipped rather than slept: the same timer fires, at the same moment of the page's clock
      // a task due today becomes overdue when the day ends in the workspace's zone: the page opens 2.5 s before that
      // (a little after the page has rendered, even on a loaded machine: rendering alone can take a second there)
      jest.useFakeTimers({ advanceTimers: true, now: new Date("2026-11-22T23:59:57.500-05:00"), doNotFake: ["nextTick", "setImmediate", "queueMicrotask"] });
      try {
        const { environment } = await renderDashboard({ timeZone: "America/New_York", tasks: [{ id: "t1", title: "Due today", dueDate: "2026-11-22" }] });
        expect(environment.mock.getAllOperations().filter((o) => o.request.node.params.name === "DashboardPageQuery")).toHaveLength(0);
        act(() => {
          jest.advanceTimersByTime(3_500);
        });
        await waitFor(() => expect(environment.mock.getAllOperations().filter((o) => o.request.node.params.name === "DashboardPageQuery")).toHaveLength(1), { timeout: 10_000 });
      } finally {
        jest.useRealTimers();
      }
    });

    it("says so when the live feed fails, and offers a refresh", async () => {
      const { environment } = await renderDashboard();
      const sub = operationNamed(environment, "useDashboardLiveSubscription");
      act(() => {
        environment.mock.reject(sub, new Error("socket closed"));
      });
      expect(await screen.findByText(/^Live updates paused · Last updated/)).toBeInTheDocument();
      expect(screen.queryByText("Last updated now")).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole("button", { name: "Refresh" }));
      expect(await screen.findByText("Last updated now")).toBeInTheDocument();
      await waitFor(() => expect(() => operationNamed(environment, "useDashboardLiveSubscription")).not.toThrow());
    });
  });
});
