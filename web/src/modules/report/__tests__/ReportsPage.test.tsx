import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { MockPayloadGenerator, type MockResolvers } from "relay-test-utils";
import { renderPageRoute } from "../../../../test/render";
import { expectToast, pendingOperation, resetToasts, resolveOperation, user } from "../../../../test/relay";
import { Component, load } from "../ReportsPage";

const card = (testId: string) => within(screen.getByTestId(testId));
const value = (testId: string) => within(screen.getByTestId(testId)).getByTestId("row-value").textContent;

async function renderLoading() {
  const result = renderPageRoute("/reports", { load, Component });
  await pendingOperation(result.environment, "ReportsPageQuery");
  return result;
}

async function renderReports(report: Partial<ReportFixture> = {}) {
  const r = await renderLoading();
  await resolveOperation(r.environment, "ReportsPageQuery", resolvers(report));
  await screen.findByTestId("report-total-clients", {}, { timeout: 10_000 });
  return r;
}

beforeEach(() => resetToasts());

describe("Reports page", () => {
  it("shows the heading and a skeleton while the figures load", async () => {
    await renderLoading();
    expect(await screen.findByTestId("reports-skeleton")).toBeInTheDocument();
    expect(screen.getAllByTestId("stat-skeleton")).toHaveLength(4);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(/^Reports & Analytics$/);
  });

  it("shows the four stat cards, the blocks and the rounded metrics from the report", async () => {
    await renderReports();
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(card("report-total-clients").getByText("Total Clients")).toBeInTheDocument();
    expect(card("report-total-clients").getByTestId("stat-value")).toHaveTextContent(/^1,234$/);
    expect(card("report-active-projects").getByText("Active Projects")).toBeInTheDocument();
    expect(card("report-active-projects").getByTestId("stat-value")).toHaveTextContent(/^7$/);
    expect(card("report-total-revenue").getByText("Total Revenue")).toBeInTheDocument();
    expect(card("report-total-revenue").getByTestId("stat-value")).toHaveTextContent(/^\$98,000\.50$/);
    expect(card("report-total-revenue").getByText(/All time/)).toBeInTheDocument();
    expect(card("report-monthly-revenue").getByText("Monthly Revenue")).toBeInTheDocument();
    expect(card("report-monthly-revenue").getByTestId("stat-value")).toHaveTextContent(/^\$12,450$/);

    expect(card("client-summary").getByRole("heading", { level: 2 })).toHaveTextContent("Client Summary");
    expect([value("clients-active"), value("clients-inactive"), value("clients-total")]).toEqual(["900", "300", "1,234"]);
    expect(card("project-status").getByRole("heading", { level: 2 })).toHaveTextContent("Project Status");
    expect(["planning", "active", "completed", "cancelled"].map((k) => value(`projects-${k}`))).toEqual(["2", "7", "3", "1"]);
    expect(card("revenue-breakdown").getByRole("heading", { level: 2 })).toHaveTextContent("Revenue Breakdown");
    expect(["paid", "pending", "overdue", "draft"].map((k) => value(`revenue-${k}`))).toEqual(["$98,000.50", "$1,200", "$350.25", "$0"]);
    expect(["Paid", "Pending", "Overdue", "Draft"].every((l) => card("revenue-breakdown").getByText(l))).toBe(true);
    expect(within(screen.getByTestId("revenue-paid")).getByTestId("row-detail")).toHaveTextContent("12 invoices");
    expect(within(screen.getByTestId("revenue-draft")).getByTestId("row-detail")).toHaveTextContent("0 invoices");
    expect(card("performance-metrics").getByRole("heading", { level: 2 })).toHaveTextContent("Performance Metrics");
    expect(value("metric-average-project-value")).toBe("$3,508.33");
    expect([value("metric-completion-rate"), value("metric-active-client-rate"), value("metric-payment-success-rate")]).toEqual(["23%", "73%", "67%"]);
    expect(screen.queryByText("No client data available")).not.toBeInTheDocument();
    expect(screen.queryByTestId("other-currencies")).not.toBeInTheDocument();
  });

  it("draws 12 labelled monthly bars, each month's name and amount as text", async () => {
    await renderReports();
    const bars = screen.getAllByTestId("month-bar");
    expect(bars).toHaveLength(12);
    const labels = screen.getAllByTestId("month-label").map((l) => l.textContent);
    expect(labels).toEqual(["Dec2025", "Jan2026", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov"]);
    expect(within(bars[11]).getByTestId("month-value")).toHaveTextContent("$12.5K");
    expect(within(bars[11]).getByText("November 2026: $12,450")).toBeInTheDocument();
    expect(within(bars[3]).getByText("March 2026: $0")).toBeInTheDocument();
  });

  it("says 'No client data available', 'No project data available' and 'No invoice data available' in an empty workspace", async () => {
    await renderReports(EMPTY);
    expect(card("client-summary").getByText("No client data available")).toBeInTheDocument();
    expect(card("project-status").getByText("No project data available")).toBeInTheDocument();
    expect(card("revenue-breakdown").getByText("No invoice data available")).toBeInTheDocument();
    expect(card("report-total-revenue").getByTestId("stat-value")).toHaveTextContent(/^\$0$/);
    expect(value("metric-average-project-value")).toBe("—");
    expect(value("metric-completion-rate")).toBe("0%");
    expect(card("revenue-months").getByText("No paid invoices in the last 12 months")).toBeInTheDocument();
  });

  it("shows other currencies beside the USD figures, never added into them", async () => {
    await renderReports({
      currencies: [
        { ...USD },
        { currency: "EUR", totalRevenue: "800.00", monthlyRevenue: "800.00", paid: "800.00", pending: "120.00", overdue: "0.00", draft: "0.00", invoiceCount: 2 },
        { currency: "GBP", totalRevenue: "42.42", monthlyRevenue: "0.00", paid: "42.42", pending: "0.00", overdue: "0.00", draft: "0.00", invoiceCount: 1 },
      ],
    });
    expect(card("report-total-revenue").getByTestId("stat-value")).toHaveTextContent(/^\$98,000\.50$/);
    const total = within(card("report-total-revenue").getByTestId("other-currencies"));
    expect(total.getAllByTestId("currency-amount").map((e) => e.textContent)).toEqual(["€800 EUR", "£42.42 GBP"]);
    const monthly = within(card("report-monthly-revenue").getByTestId("other-currencies"));
    expect(monthly.getAllByTestId("currency-amount").map((e) => e.textContent)).toEqual(["€800 EUR", "£0 GBP"]);
    expect(value("revenue-paid")).toBe("$98,000.50");
    const paidOthers = within(within(screen.getByTestId("revenue-paid")).getByTestId("other-currencies"));
    expect(paidOthers.getAllByTestId("currency-amount").map((e) => e.textContent)).toEqual(["€800 EUR", "£42.42 GBP"]);
    const pendingOthers = within(within(screen.getByTestId("revenue-pending")).getByTestId("other-currencies"));
    expect(pendingOthers.getAllByTestId("currency-amount").map((e) => e.textContent)).toEqual(["€120 EUR"]);
    expect(within(screen.getByTestId("revenue-overdue")).queryByTestId("other-currencies")).not.toBeInTheDocument();
  });

  it("refetches the figures for the chosen period with the keyboard-accessible select", async () => {
    const { environment } = await renderReports();
    const select = screen.getByRole("combobox", { name: "Report period" });
    expect((select as HTMLSelectElement).value).toBe("all");
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.textContent)).toEqual(["This month", "Last 30 days", "This quarter", "This year", "All time"]);
    await user().selectOptions(select, "quarter");
    const op = await pendingOperation(environment, "ReportsPageRefetchQuery");
    expect(op.request.variables).toMatchObject({ period: "quarter" });
    act(() => environment.mock.resolve(op, MockPayloadGenerator.generate(op, resolvers({ period: "quarter", periodLabel: "This quarter", totalRevenue: "4200.00" }))));
    await waitFor(() => expect(card("report-total-revenue").getByTestId("stat-value")).toHaveTextContent(/^\$4,200$/));
    expect(card("report-total-revenue").getByText(/This quarter/)).toBeInTheDocument();
    expect((select as HTMLSelectElement).value).toBe("quarter");
  });

  describe("Export Report", () => {
    const realFetch = global.fetch;
    let clicked: { href: string; download: string }[];
    beforeEach(() => {
      clicked = [];
      Object.assign(URL, { createObjectURL: jest.fn(() => "blob:report"), revokeObjectURL: jest.fn() });
      jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push({ href: this.href, download: this.download });
      });
    });
    afterEach(() => {
      global.fetch = realFetch;
      jest.restoreAllMocks();
    });

    it("shows 'Export Started' / 'Your report is being generated...' and saves the CSV of the chosen period under its name", async () => {
      const csv = "Section,Figure,Currency,Value\r\n";
      const fetchMock = jest.fn(async () => new Response(csv, { status: 200, headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": 'attachment; filename="clientfolio-report-2026-11-24.csv"' } }));
      global.fetch = fetchMock as unknown as typeof fetch;
      const { environment } = await renderReports();
      await user().selectOptions(screen.getByRole("combobox", { name: "Report period" }), "year");
      const op = await pendingOperation(environment, "ReportsPageRefetchQuery");
      act(() => environment.mock.resolve(op, MockPayloadGenerator.generate(op, resolvers({ period: "year" }))));
      fireEvent.click(screen.getByRole("button", { name: "Export Report" }));
      await expectToast("Export Started", "Your report is being generated...");
      await waitFor(() => expect(clicked).toEqual([{ href: "blob:report", download: "clientfolio-report-2026-11-24.csv" }]));
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect((fetchMock.mock.calls[0] as unknown[])[0]).toBe("/api/reports/export.csv?period=year");
      const blob = (URL.createObjectURL as jest.Mock).mock.calls[0][0] as Blob;
      expect(await blob.text()).toBe(csv);
      expect(screen.getByRole("button", { name: "Export Report" })).toBeEnabled();
    });

    it("says the export failed when the server does not answer the file", async () => {
      global.fetch = jest.fn(async () => new Response(JSON.stringify({ message: "Internal server error" }), { status: 500 })) as unknown as typeof fetch;
      await renderReports();
      fireEvent.click(screen.getByRole("button", { name: "Export Report" }));
      await expectToast("Export failed", "The report could not be downloaded. Please try again.");
      expect(clicked).toEqual([]);
    });
  });
});

// ---- fixtures ---------------------------------------------------------------------------------------------------

interface ReportFixture {
  period: string;
  periodLabel: string;
  totalRevenue: string;
  currencies: Record<string, unknown>[];
  [key: string]: unknown;
}

const USD = { currency: "USD", totalRevenue: "98000.50", monthlyRevenue: "12450.00", paid: "98000.50", pending: "1200.00", overdue: "350.25", draft: "0.00", invoiceCount: 18 };
const MONTHS = ["2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06", "2026-07", "2026-08", "2026-09", "2026-10", "2026-11"];

const BASE = {
  period: "all",
  periodLabel: "All time",
  today: "2026-11-24",
  currency: "USD",
  totalClients: 1234,
  activeProjects: 7,
  totalRevenue: "98000.50",
  monthlyRevenue: "12450.00",
  clients: { active: 900, inactive: 300, total: 1234 },
  projects: { planning: 2, active: 7, completed: 3, cancelled: 1, total: 13 },
  revenueBreakdown: { paid: "98000.50", pending: "1200.00", overdue: "350.25", draft: "0.00", paidCount: 12, pendingCount: 4, overdueCount: 2, draftCount: 0, invoiceCount: 18 },
  performance: { averageProjectValue: "3508.33", completionRate: 23, activeClientRate: 73, paymentSuccessRate: 67 },
  monthlyRevenueSeries: MONTHS.map((month, i) => ({ month, revenue: i === 11 ? "12450.00" : i === 3 ? "0.00" : `${(i + 1) * 1000}.00` })),
  currencies: [USD],
};

const EMPTY: Partial<ReportFixture> = {
  totalClients: 0, activeProjects: 0, totalRevenue: "0.00", monthlyRevenue: "0.00",
  clients: { active: 0, inactive: 0, total: 0 },
  projects: { planning: 0, active: 0, completed: 0, cancelled: 0, total: 0 },
  revenueBreakdown: { paid: "0.00", pending: "0.00", overdue: "0.00", draft: "0.00", paidCount: 0, pendingCount: 0, overdueCount: 0, draftCount: 0, invoiceCount: 0 },
  performance: { averageProjectValue: null, completionRate: 0, activeClientRate: 0, paymentSuccessRate: 0 },
  monthlyRevenueSeries: MONTHS.map((month) => ({ month, revenue: "0.00" })),
  currencies: [{ ...USD, totalRevenue: "0.00", monthlyRevenue: "0.00", paid: "0.00", pending: "0.00", overdue: "0.00", invoiceCount: 0 }],
};

function resolvers(overrides: Partial<ReportFixture> = {}): MockResolvers {
  return {
    User: () => ({ id: "VXNlcjox" }),
    Report: () => ({ ...BASE, ...overrides }),
  };
}
