import type { ReactNode } from "react";
import { Card, Flex, Heading, Text, type CardRootProps, type HeadingProps } from "@chakra-ui/react";
import type { LucideIcon } from "lucide-react";

interface NoticeCardProps extends Omit<CardRootProps, "title"> {
  icon: LucideIcon;
  iconSize: number;
  /** The round badge behind the icon: its background and the icon's colour. */
  iconBg: string;
  iconColor: string;
  /** The page's h1. */
  title: string;
  headingProps?: HeadingProps;
  text: string;
  /** What follows the text: a detail line, the buttons. */
  children: ReactNode;
}

/** A page that states one thing (not found, an error): an icon in a round badge, the h1, a line of text, actions. */
export function NoticeCard({ icon: Icon, iconSize, iconBg, iconColor, title, headingProps, text, children, ...cardProps }: NoticeCardProps) {
  return (
    <Card.Root variant="outline" borderColor="border.muted" borderRadius="xl" {...cardProps}>
      <Card.Body gap="4">
        <Flex align="center" gap="3">
          <Flex boxSize="10" borderRadius="full" bg={iconBg} color={iconColor} align="center" justify="center" flexShrink={0}>
            <Icon size={iconSize} aria-hidden="true" />
          </Flex>
          <Heading as="h1" size="xl" fontWeight="semibold" {...headingProps}>
            {title}
          </Heading>
        </Flex>
        <Text color="fg.muted" fontSize="sm">
          {text}
        </Text>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
