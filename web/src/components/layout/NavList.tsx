import { memo, type CSSProperties } from "react";
import { Flex } from "@chakra-ui/react";
import { NavLink } from "react-router";
import { graphql, useFragment } from "react-relay/hooks";
import type { BadgeTone, NavEntry } from "../../lib/webModule";
import type { NavList_viewer$key } from "./__generated__/NavList_viewer.graphql";

interface NavListProps {
  viewer: NavList_viewer$key;
  /** The modules' entries in navigation order. */
  navigation: readonly NavEntry[];
  /** Called when a link is chosen (the mobile menu closes). */
  onNavigate?: () => void;
}

/** The navigation entries in order, the bottom group apart, with count badges shown only above 0. */
export function NavList({ viewer, navigation, onNavigate }: NavListProps) {
  const { sidebarCounts } = useFragment(
    graphql`
      fragment NavList_viewer on User {
        sidebarCounts {
          clients
          activeProjects
          overdueTasks
          unreadMessages
        }
      }
    `,
    viewer,
  );
  const entries = (bottom: boolean) => navigation.filter((entry) => !!entry.bottom === bottom);
  return (
    <Flex direction="column" flex="1" minH="0" justify="space-between" gap="6">
      <ul className="nav-list">
        {entries(false).map((item) => (
          <NavItem key={item.path} item={item} count={item.badge ? sidebarCounts[item.badge.key] : 0} onNavigate={onNavigate} />
        ))}
      </ul>
      <ul className="nav-list nav-list-bottom">
        {entries(true).map((item) => (
          <NavItem key={item.path} item={item} count={item.badge ? sidebarCounts[item.badge.key] : 0} onNavigate={onNavigate} />
        ))}
      </ul>
    </Flex>
  );
}

/** A badge's colour palette, set as Chakra sets `colorPalette`: its variables, which the `.nav-badge` rules read. */
const palette = (name: string) =>
  Object.fromEntries(["solid", "contrast", "subtle", "fg"].map((part) => [`--chakra-colors-color-palette-${part}`, `var(--chakra-colors-${name}-${part})`])) as CSSProperties;
const paletteStyle: Record<BadgeTone, CSSProperties> = { neutral: palette("gray"), red: palette("red"), green: palette("green") };

/** One entry: plain elements with the classes of index.html (`.nav-link`, `.nav-badge`); memoised, so a count that changes renders its entry only. */
const NavItem = memo(function NavItem({ item, count, onNavigate }: { item: NavEntry; count: number; onNavigate?: () => void }) {
  const Icon = item.icon;
  return (
    <li>
      <NavLink className="nav-link" to={item.path} end={item.path === "/"} onClick={onNavigate} data-nav={item.path}>
        <Icon size={18} strokeWidth={2} aria-hidden="true" />
        <span className="nav-label">{item.label}</span>
        {item.badge && count > 0 ? (
          <span className="nav-badge" style={paletteStyle[item.badge.tone]} data-testid={`badge-${item.badge.key}`} data-tone={item.badge.tone}>
            {count}
            <span className="nav-sr"> {badgeNoun(item)}</span>
          </span>
        ) : null}
      </NavLink>
    </li>
  );
});

function badgeNoun(item: NavEntry): string {
  switch (item.badge?.key) {
    case "clients":
      return "clients";
    case "activeProjects":
      return "active projects";
    case "overdueTasks":
      return "overdue tasks";
    case "unreadMessages":
      return "unread messages";
    default:
      return "";
  }
}
