import { CloseButton, Drawer, Flex, Portal } from "@chakra-ui/react";
import { graphql, useFragment } from "react-relay/hooks";
import type { NavEntry } from "../../lib/webModule";
import { NavList } from "./NavList";
import { SidebarBrand } from "./SidebarBrand";
import type { MobileMenu_viewer$key } from "./__generated__/MobileMenu_viewer.graphql";

interface MobileMenuProps {
  viewer: MobileMenu_viewer$key;
  /** The modules' entries in order (the same as the sidebar's). */
  navigation: readonly NavEntry[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The navigation below md: an overlay with the same entries as the sidebar (the modules' declarations). It closes on an
 * outside click, on the close button, on Escape, and when a link is chosen.
 */
export function MobileMenu({ viewer, navigation, open, onOpenChange }: MobileMenuProps) {
  const data = useFragment(
    graphql`
      fragment MobileMenu_viewer on User {
        ...SidebarBrand_viewer
        ...NavList_viewer
      }
    `,
    viewer,
  );
  const close = () => onOpenChange(false);
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop data-testid="mobile-menu-backdrop" />
        <Drawer.Positioner>
          <Drawer.Content data-testid="mobile-menu" maxW="18rem">
            <Flex h="1" bg="brand.solid" flexShrink={0} />
            <Drawer.Header px="5" py="0" h="16" display="flex" alignItems="center" justifyContent="space-between" gap="3" borderBottomWidth="1px" borderColor="border.muted">
              <Drawer.Title srOnly>Navigation menu</Drawer.Title>
              <SidebarBrand viewer={data} />
              <Drawer.CloseTrigger asChild position="static">
                <CloseButton size="sm" aria-label="Close menu" />
              </Drawer.CloseTrigger>
            </Drawer.Header>
            <Drawer.Body asChild px="3" py="4" display="flex" flexDirection="column">
              <nav aria-label="Mobile">
                <NavList viewer={data} navigation={navigation} onNavigate={close} />
              </nav>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
