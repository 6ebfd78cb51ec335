import { Flex, SimpleGrid, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { CalendarPlus, FileUp, Receipt, Send, type LucideIcon } from "lucide-react";
import { recordListPath } from "../../lib/recordPaths";
import { DashboardCard } from "./DashboardCard";

/**
 * The Quick Actions, in order, each leading to the list of a kind of record (lib/recordPaths.ts), with `query` after
 * it. 'Schedule Client Call' opens the calendar's Create New Event dialog for a call.
 */
const QUICK_ACTIONS: readonly { label: string; kind: string; query?: string; icon: LucideIcon; palette: string }[] = [
  { label: "Schedule Client Call", kind: "event", query: "?new=call", icon: CalendarPlus, palette: "blue" },
  { label: "Create Invoice", kind: "invoice", icon: Receipt, palette: "green" },
  { label: "Upload Files", kind: "file", icon: FileUp, palette: "purple" },
  { label: "Send Message", kind: "message", icon: Send, palette: "orange" },
];

export function QuickActions() {
  return (
    <DashboardCard title="Quick Actions" testId="quick-actions">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {QUICK_ACTIONS.map(({ label, kind, query = "", icon: Icon, palette }) => (
          <Flex
            key={kind}
            asChild
            direction="column"
            align="flex-start"
            gap="2.5"
            p="3.5"
            borderWidth="1px"
            borderColor="border.muted"
            borderRadius="lg"
            textDecoration="none"
            transition="border-color 120ms, background-color 120ms, box-shadow 120ms"
            _hover={{ borderColor: "brand.border", bg: "brand.subtle", boxShadow: "xs" }}
            _focusVisible={{ outline: "2px solid", outlineColor: "brand.focusRing", outlineOffset: "2px" }}
          >
            <Link to={`${recordListPath(kind)}${query}`}>
              <Flex boxSize="8" borderRadius="md" bg={`${palette}.subtle`} color={`${palette}.fg`} align="center" justify="center">
                <Icon size={16} aria-hidden="true" />
              </Flex>
              <Text fontSize="sm" fontWeight="medium" color="fg" lineHeight="short">
                {label}
              </Text>
            </Link>
          </Flex>
        ))}
      </SimpleGrid>
    </DashboardCard>
  );
}
