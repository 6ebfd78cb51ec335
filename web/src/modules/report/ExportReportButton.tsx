import { useState } from "react";
import { Button } from "@chakra-ui/react";
import { Download } from "lucide-react";
import type { ReportPeriod } from "@common/report";
import { UnauthorizedError } from "../../auth/unauthorized";
import { toast } from "../../components/toaster";
import { apiRequest } from "../../lib/api";
import { fileNameOf } from "./format";
import { REPORT_TEXTS } from "./texts";

/** Where the export of a period is downloaded from. */
const exportUrl = (period: ReportPeriod) => `/api/reports/export.csv?period=${encodeURIComponent(period)}`;

/** Saves a downloaded file under its name, through a temporary link with `download`. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.style.display = "none";
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the browser has started the download from the click; the object URL can go once it has read it
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Export Report: says 'Export Started' / 'Your report is being generated...', fetches the CSV of the chosen period
 * and saves it (clientfolio-report-YYYY-MM-DD.csv); a failure says so in an error toast.
 */
export function ExportReportButton({ period }: { period: ReportPeriod }) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    toast.success(REPORT_TEXTS.exportStarted);
    try {
      const res = await apiRequest("GET", exportUrl(period));
      const blob = await res.blob();
      saveFile(blob, fileNameOf(res.headers.get("content-disposition")) ?? "clientfolio-report.csv");
    } catch (e) {
      // a lost session is handled once, app-wide (toast and sign-in)
      if (!(e instanceof UnauthorizedError)) toast.error(REPORT_TEXTS.exportFailed);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={run} loading={busy} loadingText={REPORT_TEXTS.exporting} data-testid="export-report">
      <Download aria-hidden="true" /> {REPORT_TEXTS.exportButton}
    </Button>
  );
}
