import type { ReactNode } from "react";
import { Flex, Link as ChakraLink } from "@chakra-ui/react";
import { Link } from "react-router";
import { ArrowRight } from "lucide-react";
import { PanelCard, PanelTitle } from "../../components/PanelCard";

/** A dashboard panel: an h2 title with an optional description and action (e.g. 'View all'), then its content. */
export function DashboardCard({
  title,
  description,
  action,
  children,
  testId,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const headingId = `dash-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <PanelCard
      headingId={headingId}
      testId={testId}
      header={
        <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Flex direction="column" gap="0.5" minW="0" flex="1 1 10rem">
            <PanelTitle id={headingId} title={title} description={description} />
          </Flex>
          {action}
        </Flex>
      }
    >
      {children}
    </PanelCard>
  );
}

/** 'View all' in a card's header. */
export function ViewAllLink({ to, label }: { to: string; label: string }) {
  return (
    <ChakraLink asChild fontSize="sm" fontWeight="medium" color="brand.fg" flexShrink={0} _hover={{ textDecoration: "underline" }}>
      <Link to={to} aria-label={label}>
        View all
        <ArrowRight size={14} aria-hidden="true" />
      </Link>
    </ChakraLink>
  );
}

/** Under an empty panel: the link to the page where the first record is made. */
export function CreateFirstLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ChakraLink asChild fontSize="sm" fontWeight="medium" color="brand.fg">
      <Link to={to}>{children}</Link>
    </ChakraLink>
  );
}
