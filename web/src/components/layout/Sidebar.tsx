import { Box, Flex } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import type { NavEntry } from "../../lib/webModule";
import { NavList } from "./NavList";
import { SidebarBrand } from "./SidebarBrand";
import type { Sidebar_viewer$key } from "./__generated__/Sidebar_viewer.graphql";

export const SIDEBAR_WIDTH = "64";

/** The desktop sidebar (md and up): brand accent, logo, company name and navigation. */
export function Sidebar({ viewer, navigation }: { viewer: Sidebar_viewer$key; navigation: readonly NavEntry[] }) {
  const data = useFragment(
    graphql`
      fragment Sidebar_viewer on User {
        ...SidebarBrand_viewer
        ...NavList_viewer
      }
    `,
    viewer,
  );
  return (
    <Flex
      as="aside"
      aria-label="Sidebar"
      display={{ base: "none", md: "flex" }}
      direction="column"
      position="fixed"
      insetY="0"
      insetStart="0"
      w={SIDEBAR_WIDTH}
      bg="bg.panel"
      borderEndWidth="1px"
      borderColor="border.muted"
      zIndex="sticky"
      data-testid="sidebar"
    >
      <Box h="1" bg="brand.solid" flexShrink={0} data-testid="brand-accent" />
      <Flex align="center" h="16" px="5" flexShrink={0} borderBottomWidth="1px" borderColor="border.muted">
        <SidebarBrand viewer={data} />
      </Flex>
      <Flex as="nav" aria-label="Main" direction="column" flex="1" minH="0" overflowY="auto" px="3" py="4">
        <NavList viewer={data} navigation={navigation} />
      </Flex>
    </Flex>
  );
}
