import { memo } from "react";
import { graphql, useFragment } from "react-relay/hooks";
import {
  Activity as ActivityIcon,
  FileSignature,
  FileText,
  FolderKanban,
  MessageSquare,
  Receipt,
  SquareCheckBig,
  UserRound,
  Users,
  type LucideIcon,
} from "lucide-react";
import { dateTimeFormat } from "@common/timezone";
import { useClock } from "./clock";
import { PanelEmpty } from "../../components/PanelCard";
import { DashboardCard } from "./DashboardCard";
import { formatRelativeTime } from "./format";
import type { RecentActivity_viewer$key } from "./__generated__/RecentActivity_viewer.graphql";
import { paletteVars } from "./palette";
import "./dashboard.css";

/** Icon and colour of an activity line by the kind of record it is about. */
const ACTIVITY_ICONS: Record<string, { icon: LucideIcon; palette: string }> = {
  client: { icon: Users, palette: "blue" },
  project: { icon: FolderKanban, palette: "purple" },
  task: { icon: SquareCheckBig, palette: "orange" },
  invoice: { icon: Receipt, palette: "green" },
  message: { icon: MessageSquare, palette: "cyan" },
  file: { icon: FileText, palette: "pink" },
  team_member: { icon: UserRound, palette: "teal" },
  contract: { icon: FileSignature, palette: "yellow" },
};
const FALLBACK = { icon: ActivityIcon, palette: "gray" };

const NO_ACTIVITY_TEXT = "No recent activity yet";

/** Recent Activity: the workspace's latest changes, newest first, with relative times ('5 minutes ago'); plain rows (dashboard.css). */
export const RecentActivity = memo(function RecentActivity({ viewer }: { viewer: RecentActivity_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment RecentActivity_viewer on User {
        recentActivity(first: 6) {
          id
          entityType
          action
          title
          createdAt
        }
      }
    `,
    viewer,
  );
  const { now, timeZone } = useClock();
  const items = data.recentActivity;
  return (
    <DashboardCard title="Recent Activity" description="The latest changes in your workspace" testId="recent-activity">
      {items.length === 0 ? (
        <PanelEmpty icon={<ActivityIcon size={18} aria-hidden="true" />} text={NO_ACTIVITY_TEXT} />
      ) : (
        <ol className="dash-list">
          {items.map((a) => {
            const { icon: Icon, palette } = ACTIVITY_ICONS[a.entityType] ?? FALLBACK;
            const at = new Date(a.createdAt as string);
            return (
              <li key={a.id} className="dash-activity" data-testid="activity" data-entity={a.entityType}>
                <span className="dash-activity-line" aria-hidden="true" />
                <span className="dash-icon dash-activity-icon" style={paletteVars(palette)} data-testid="activity-icon">
                  <Icon size={15} aria-hidden="true" />
                </span>
                <div className="dash-grow" style={{ paddingTop: "0.125rem" }}>
                  <p className="dash-activity-text">{a.title}</p>
                  <time
                    className="dash-meta"
                    dateTime={at.toISOString()}
                    title={dateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(at)}
                  >
                    {formatRelativeTime(at, now)}
                  </time>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </DashboardCard>
  );
});
