import { Flex, SimpleGrid, Text } from "@chakra-ui/react";
import { Link } from "react-router";
import { CalendarPlus, FileUp, Receipt, Send, type LucideIcon } from "lucide-react";
import { paths } from "../../lib/paths";
import { DashboardCard } from "./DashboardCard";

/** The Quick Actions, in order. 'Schedule Client Call' opens the calendar's Create New Event dialog for a call. */
const QUICK_ACTIONS: readonly { label: string; to: string; icon: LucideIcon; palette: string }[] = [
  { label: "Schedule Client Call", to: `${paths.calendar}?new=call`, icon: CalendarPlus, palette: "blue" },
  { label: "Create Invoice", to: paths.invoicing, icon: Receipt, palette: "green" },
  { label: "Upload Files", to: paths.files, icon: FileUp, palette: "purple" },
  { label: "Send Message", to: paths.messages, icon: Send, palette: "orange" },
];

export function QuickActions() {
  return (
    <DashboardCard title="Quick Actions" testId="quick-actions">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        {QUICK_ACTIONS.map(({ label, to, icon: Icon, palette }) => (
          <Flex
            key={to}
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
            <Link to={to}>
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
