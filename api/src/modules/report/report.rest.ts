import * as yup from "yup";
import { REPORT_PERIODS } from "@common/report";
import type { RestRoute } from "../../rest/registry";
import { exportReportCsv } from "./report.service";

export const reportRoutes: RestRoute[] = [
  {
    method: "GET",
    url: "/api/reports/export.csv",
    doc: { summary: "The report as a CSV file", tag: "Reports", produces: "text/csv", query: yup.object({ period: yup.string().oneOf([...REPORT_PERIODS]) }) },
    handler: async (ctx, req) => {
      const { fileName, csv } = await exportReportCsv(ctx, req.query.period);
      return req.reply
        .code(200)
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${fileName}"`)
        // a stream: sent as it is read, page by page (report.service.ts)
        .send(csv);
    },
  },
];
