import type { ReportsPage_viewer$data } from "./__generated__/ReportsPage_viewer.graphql";

/** The report as the page query reads it. */
export type ReportData = ReportsPage_viewer$data["report"];
