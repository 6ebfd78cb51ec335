import { memo } from "react";
import { Link } from "react-router";
import { CalendarPlus, FileUp, Receipt, Send, type LucideIcon } from "lucide-react";
import { recordListPath } from "../../lib/recordPaths";
import { DashboardCard } from "./DashboardCard";
import { paletteVars } from "./palette";
import "./dashboard.css";

/**
 * The Quick Actions, in order, each leading to the list of a kind of record (lib/recordPaths.ts), with `query` after
 * it. 'Schedule Client Call' opens the calendar's Create New Event dialog for a call.
 */
const QUICK_ACTIONS: readonly { label: string; kind: string; query?: string; icon: LucideIcon; palette: string }[] = [
  { label: "Schedule Client Call", kind: "event", query: "?new=call", icon: CalendarPlus, palette: "blue" },
  { label: "Create Invoice", kind: "invoice", icon: Receipt, palette: "green" },
  { label: "Upload Files", kind: "file", icon: FileUp, palette: "purple" },
  { label: "Send Message", kind: "message", icon: Send, palette: "orange" },
];

/** The four actions as plain links with the classes of dashboard.css (static styles, nothing resolved per render). */
export const QuickActions = memo(function QuickActions() {
  return (
    <DashboardCard title="Quick Actions" testId="quick-actions">
      <div className="dash-actions">
        {QUICK_ACTIONS.map(({ label, kind, query = "", icon: Icon, palette }) => (
          <Link key={kind} className="dash-action" to={`${recordListPath(kind)}${query}`}>
            <span className="dash-icon dash-action-icon" style={paletteVars(palette)}>
              <Icon size={16} aria-hidden="true" />
            </span>
            <span className="dash-action-label">{label}</span>
          </Link>
        ))}
      </div>
    </DashboardCard>
  );
});
