import { Box, Button, Card, Flex, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { PageHeader } from "../components/PageHeader";
import { HOME_PATH } from "../lib/appPaths";
import type { NavEntry, PageHeading } from "../lib/webModule";
import { panelCard } from "../theme/surfaces";

/** Placeholder for a module whose screen is not built yet: its heading and subtitle, and a plain note. */
export function ComingSoonPage({ heading, nav }: { heading: PageHeading; nav?: NavEntry }) {
  const Icon = nav?.icon;
  return (
    <>
      <PageHeader title={heading.heading} subtitle={heading.subtitle} />
      <Card.Root {...panelCard}>
        <Card.Body>
          <Flex direction="column" align="center" textAlign="center" py={{ base: "10", md: "16" }} gap="4">
            {Icon ? (
              <Flex boxSize="14" borderRadius="full" bg="brand.subtle" color="brand.fg" align="center" justify="center">
                <Icon size={26} aria-hidden="true" />
              </Flex>
            ) : null}
            <Box maxW="md">
              <Text fontWeight="semibold" fontSize="md" color="fg">
                This screen is not available yet.
              </Text>
              <Text mt="1" color="fg.muted" fontSize="sm">
                {nav?.label ?? heading.heading} will appear here once it is ready.
              </Text>
            </Box>
            {nav?.path !== HOME_PATH ? (
              <Button asChild variant="outline" size="sm" colorPalette="gray">
                <Link to={HOME_PATH}>Back to Dashboard</Link>
              </Button>
            ) : null}
          </Flex>
        </Card.Body>
      </Card.Root>
    </>
  );
}
