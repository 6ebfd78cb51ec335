import { Suspense, lazy, useMemo } from "react";
import { Avatar, Box, Flex, IconButton, Text } from "@chakra-ui/react";
import { LogOut, Menu } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { LOGOUT_PATH } from "../../auth/returnTo";
import { displayName, userInitial } from "../../lib/user";
import type { TopBarItem } from "../../lib/webModule";
import { SearchBox } from "../search/SearchBox";
import type { TopBar_viewer$key } from "./__generated__/TopBar_viewer.graphql";

interface TopBarProps {
  viewer: TopBar_viewer$key;
  /** What the modules put in the top bar (the notifications bell), from the module list (routeTable.ts: topBarOf). */
  items: readonly TopBarItem[];
  onOpenMenu: () => void;
  menuOpen: boolean;
}

/** Top bar: menu button (below md), search box, the modules' items (the notifications bell) and the user button (signs out). */
export function TopBar({ viewer, items, onOpenMenu, menuOpen }: TopBarProps) {
  const user = useFragment(
    graphql`
      fragment TopBar_viewer on User {
        firstName
        lastName
        email
        profileImageUrl
      }
    `,
    viewer,
  );
  const name = displayName(user);
  return (
    <Flex
      as="header"
      position="sticky"
      top="0"
      zIndex="docked"
      h="16"
      align="center"
      gap={{ base: "2", md: "4" }}
      px={{ base: "3", md: "6" }}
      bg="bg.panel/90"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <IconButton
        aria-label="Open menu"
        aria-expanded={menuOpen}
        aria-haspopup="dialog"
        variant="ghost"
        size="sm"
        display={{ base: "inline-flex", md: "none" }}
        onClick={onOpenMenu}
        colorPalette="gray"
      >
        <Menu />
      </IconButton>

      <Box role="search" flex="1" maxW="md">
        <SearchBox user={user.email} />
      </Box>

      <Flex align="center" gap={{ base: "1", md: "3" }} ms="auto">
        {items.map((item) => (
          <TopBarSlot key={item.key} item={item} />
        ))}

        <Box w="1px" h="6" bg="border.muted" display={{ base: "none", sm: "block" }} />

        <Flex
          asChild
          align="center"
          gap="2.5"
          ps="1"
          pe={{ base: "1", sm: "2.5" }}
          py="1"
          borderRadius="full"
          color="fg"
          textDecoration="none"
          _hover={{ bg: "bg.muted" }}
          _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
        >
          <a href={LOGOUT_PATH} title="Sign out" aria-label={`${name}, sign out`} data-testid="user-button">
            <Avatar.Root size="sm" bg="brand.solid" color="brand.contrast">
              <Avatar.Fallback data-testid="user-initial" fontWeight="semibold">
                {userInitial(user)}
              </Avatar.Fallback>
              {user.profileImageUrl ? <Avatar.Image src={user.profileImageUrl} alt="" data-testid="user-avatar-image" /> : null}
            </Avatar.Root>
            <Text as="span" fontSize="sm" fontWeight="medium" maxW="40" truncate title={name} display={{ base: "none", sm: "block" }} data-testid="user-name">
              {name}
            </Text>
            <Box as="span" color="fg.subtle" display={{ base: "none", sm: "block" }}>
              <LogOut size={16} aria-hidden="true" />
            </Box>
          </a>
        </Flex>
      </Flex>
    </Flex>
  );
}

/** One module's item, loaded on demand; an icon button's room is kept meanwhile, so nothing moves when it shows. */
function TopBarSlot({ item }: { item: TopBarItem }) {
  const Item = useMemo(() => lazy(() => item.component().then((component) => ({ default: component }))), [item]);
  return (
    <Suspense fallback={<Box boxSize="8" flexShrink={0} data-testid={`top-bar-${item.key}-loading`} />}>
      <Item />
    </Suspense>
  );
}
