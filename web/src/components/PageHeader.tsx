import { useLayoutEffect, type ReactNode } from "react";
import { Box, Flex, Heading, Text } from "@chakra-ui/react";
import { useDocumentTitle } from "../lib/useDocumentTitle";
import { releaseFirstScreen } from "./firstScreen";

interface PageHeaderProps {
  title: string;
  subtitle?: string;
  /** Buttons on the right (e.g. 'Add Client'). */
  actions?: ReactNode;
}

/** The page's single h1 with its subtitle and actions; a long title (a record's name) wraps, shown in full. */
export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  useDocumentTitle(title);
  // the page's own heading replaces the one the server drew (components/firstScreen.ts)
  useLayoutEffect(releaseFirstScreen, []);
  return (
    <Flex direction={{ base: "column", sm: "row" }} align={{ base: "stretch", sm: "flex-start" }} justify="space-between" gap="4" mb="8">
      <Box minW="0">
        <Heading as="h1" size="2xl" fontWeight="semibold" letterSpacing="-0.02em" color="fg" overflowWrap="anywhere">
          {title}
        </Heading>
        {subtitle ? (
          <Text mt="1.5" color="fg.muted" fontSize="sm" overflowWrap="anywhere">
            {subtitle}
          </Text>
        ) : null}
      </Box>
      {actions ? (
        <Flex gap="2" flexShrink={0} wrap="wrap">
          {actions}
        </Flex>
      ) : null}
    </Flex>
  );
}
