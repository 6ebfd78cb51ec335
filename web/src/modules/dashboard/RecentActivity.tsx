import { Box, Flex, Stack, Text } from "@chakra-ui/react";
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
import { useClock } from "./clock";
import { PanelEmpty } from "../../components/PanelCard";
import { DashboardCard } from "./DashboardCard";
import { formatRelativeTime } from "./format";
import type { RecentActivity_viewer$key } from "./__generated__/RecentActivity_viewer.graphql";

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

/** Recent Activity: the workspace's latest changes, newest first, with relative times ('5 minutes ago'). */
export function RecentActivity({ viewer }: { viewer: RecentActivity_viewer$key }) {
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
        <Stack as="ol" gap="0" listStyleType="none" m="0" p="0">
          {items.map((a, i) => {
            const { icon: Icon, palette } = ACTIVITY_ICONS[a.entityType] ?? FALLBACK;
            const at = new Date(a.createdAt as string);
            return (
              <Flex as="li" key={a.id} gap="3" position="relative" pb={i === items.length - 1 ? "0" : "4"} data-testid="activity" data-entity={a.entityType}>
                {i < items.length - 1 ? (
                  <Box position="absolute" left="15px" top="8" bottom="0" w="px" bg="border.muted" aria-hidden="true" />
                ) : null}
                <Flex boxSize="8" borderRadius="full" bg={`${palette}.subtle`} color={`${palette}.fg`} align="center" justify="center" flexShrink={0} data-testid="activity-icon">
                  <Icon size={15} aria-hidden="true" />
                </Flex>
                <Box minW="0" pt="0.5">
                  <Text fontSize="sm" color="fg" lineClamp={2}>
                    {a.title}
                  </Text>
                  <Text asChild display="block" fontSize="xs" color="fg.muted" mt="0.5">
                    <time dateTime={at.toISOString()} title={at.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone })}>
                      {formatRelativeTime(at, now)}
                    </time>
                  </Text>
                </Box>
              </Flex>
            );
          })}
        </Stack>
      )}
    </DashboardCard>
  );
}
