import { Suspense, useLayoutEffect, useState } from "react";
import { Box } from "@chakra-ui/react";
import { Outlet, useLoaderData } from "react-router";
import { graphql, usePreloadedQuery, type PreloadedQuery } from "react-relay/hooks";
import type { IEnvironment } from "relay-runtime";
import type { NavEntry, TopBarItem } from "../../lib/webModule";
import { applyBrandColor } from "../../theme/brand";
import { setNumberFormat } from "../../lib/numberFormat";
import { bootRouteQuery, preloadRouteQuery } from "../../relay/preload";
import { PageLoading } from "../LoadingScreen";
import { OnFirstOpen, lazyComponent } from "../OnFirstOpen";
import { Sidebar, SIDEBAR_WIDTH } from "./Sidebar";
import { TopBar } from "./TopBar";
import { useLiveSidebarCounts } from "./useLiveSidebarCounts";
import AppShellQueryNode, { type AppShellQuery } from "./__generated__/AppShellQuery.graphql";

/** The drawer (its dialog, focus trap and animations) loads with the first opening of the menu. */
const MobileMenu = lazyComponent(() => import("./MobileMenu"), "MobileMenu");

const appShellQuery = graphql`
  query AppShellQuery {
    viewer {
      id
      brandColor
      settings {
        numbers {
          format
        }
      }
      ...Sidebar_viewer
      ...TopBar_viewer
      ...MobileMenu_viewer
    }
  }
`;

/** The shell route's loader: starts AppShellQuery before the shell renders (or takes over the one bootAppShell started). */
export function loadAppShell(environment: IEnvironment): PreloadedQuery<AppShellQuery> {
  return preloadRouteQuery<AppShellQuery>(environment, "app-shell", AppShellQueryNode, {});
}

/** Starts AppShellQuery with the page, in parallel with the authentication check. */
export function bootAppShell(environment: IEnvironment): void {
  bootRouteQuery<AppShellQuery>(environment, "app-shell", AppShellQueryNode, {});
}

/**
 * The signed-in layout: sidebar (md+), top bar, mobile menu and the page in the single <main> landmark. `navigation`
 * is the modules' entries in order and `topBar` their top bar items (the router's, from the route table).
 */
export function AppShell({ navigation, topBar }: { navigation: readonly NavEntry[]; topBar: readonly TopBarItem[] }) {
  const queryRef = useLoaderData() as PreloadedQuery<AppShellQuery>;
  const { viewer } = usePreloadedQuery<AppShellQuery>(appShellQuery, queryRef);
  const [menuOpen, setMenuOpen] = useState(false);
  useLiveSidebarCounts();

  useLayoutEffect(() => {
    applyBrandColor(viewer.brandColor);
  }, [viewer.brandColor]);
  // the money and number fields of every form type and show numbers in the workspace's format
  const numberFormat = viewer.settings.numbers.format;
  useLayoutEffect(() => setNumberFormat(numberFormat), [numberFormat]);

  return (
    <Box minH="100dvh" bg="bg.canvas">
      <SkipLink />
      <Sidebar viewer={viewer} navigation={navigation} />
      <OnFirstOpen open={menuOpen}>
        <MobileMenu viewer={viewer} navigation={navigation} open={menuOpen} onOpenChange={setMenuOpen} />
      </OnFirstOpen>
      <Box ps={{ base: "0", md: SIDEBAR_WIDTH }} minH="100dvh" display="flex" flexDirection="column">
        <TopBar viewer={viewer} items={topBar} onOpenMenu={() => setMenuOpen(true)} menuOpen={menuOpen} />
        <Box as="main" id="main" tabIndex={-1} outline="none" flex="1" px={{ base: "4", md: "8" }} py={{ base: "5", md: "8" }} w="full" maxW="7xl" mx="auto">
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}

/** The first tab stop: jumps over the navigation to the page content. */
function SkipLink() {
  return (
    <Box
      asChild
      position="fixed"
      top="2"
      insetStart="2"
      zIndex="skipLink"
      px="4"
      py="2"
      borderRadius="md"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="medium"
      fontSize="sm"
      transform="translateY(-200%)"
      _focusVisible={{ transform: "translateY(0)", outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
    >
      <a
        href="#main"
        onClick={(e) => {
          // focus the content without a hash navigation (which the router would treat as a new location)
          e.preventDefault();
          document.getElementById("main")?.focus();
        }}
      >
        Skip to content
      </a>
    </Box>
  );
}
