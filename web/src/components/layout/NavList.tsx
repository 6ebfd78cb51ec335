import { Badge, Box, Flex, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { NavLink } from "react-router";
import { graphql, useFragment } from "react-relay/hooks";
import type { BadgeTone, NavEntry } from "../../lib/webModule";
import type { NavList_viewer$data, NavList_viewer$key } from "./__generated__/NavList_viewer.graphql";

type Counts = NavList_viewer$data["sidebarCounts"];

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
      <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0">
        {entries(false).map((item) => (
          <NavItem key={item.path} item={item} counts={sidebarCounts} onNavigate={onNavigate} />
        ))}
      </Stack>
      <Stack as="ul" gap="0.5" listStyleType="none" m="0" p="0" pt="4" borderTopWidth="1px" borderColor="border.muted">
        {entries(true).map((item) => (
          <NavItem key={item.path} item={item} counts={sidebarCounts} onNavigate={onNavigate} />
        ))}
      </Stack>
    </Flex>
  );
}

const badgePalette: Record<BadgeTone, string> = { neutral: "gray", red: "red", green: "green" };

function NavItem({ item, counts, onNavigate }: { item: NavEntry; counts: Counts; onNavigate?: () => void }) {
  const count = item.badge ? counts[item.badge.key] : 0;
  const Icon = item.icon;
  return (
    <Box as="li">
      <Flex
        asChild
        align="center"
        gap="3"
        px="3"
        h="9"
        borderRadius="md"
        fontSize="sm"
        fontWeight="medium"
        color="fg.muted"
        textDecoration="none"
        transition="background-color 120ms, color 120ms"
        _hover={{ bg: "bg.muted", color: "fg" }}
        _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "1px" }}
        _currentPage={{ bg: "brand.solid", color: "brand.contrast", _hover: { bg: "brand.solid", color: "brand.contrast" } }}
      >
        <NavLink to={item.path} end={item.path === "/"} onClick={onNavigate} data-nav={item.path}>
          <Icon size={18} strokeWidth={2} aria-hidden="true" />
          <Text as="span" flex="1" truncate>
            {item.label}
          </Text>
          {item.badge && count > 0 ? (
            <Badge
              size="sm"
              variant={item.badge.tone === "neutral" ? "subtle" : "solid"}
              colorPalette={badgePalette[item.badge.tone]}
              borderRadius="full"
              minW="5"
              justifyContent="center"
              data-testid={`badge-${item.badge.key}`}
              data-tone={item.badge.tone}
            >
              {count}
              <VisuallyHidden> {badgeNoun(item)}</VisuallyHidden>
            </Badge>
          ) : null}
        </NavLink>
      </Flex>
    </Box>
  );
}

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
