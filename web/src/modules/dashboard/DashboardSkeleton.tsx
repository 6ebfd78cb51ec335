import { Card, Flex, SimpleGrid, Skeleton, SkeletonCircle, Stack } from "@chakra-ui/react";
import { RECENT_PROJECTS_COUNT } from "@common/dashboard";
import { PageHeader } from "../../components/PageHeader";
import { DashboardCard } from "./DashboardCard";
import { DashboardLayout } from "./DashboardLayout";
import { QuickActions } from "./QuickActions";
import { UpcomingTasksSkeleton } from "./UpcomingTasks";
import { panelCard } from "../../theme/surfaces";

/** The dashboard while its data loads: the same layout with skeleton placeholders. */
export function DashboardSkeleton() {
  return (
    <Stack aria-busy="true" gap="0" data-testid="dashboard-skeleton">
      <PageHeader
        title="Dashboard"
        subtitle="Welcome back! Here's what's happening with your business today."
        actions={
          <Stack align={{ base: "flex-start", sm: "flex-end" }} gap="2">
            <Skeleton h="4" w="56" />
            <Skeleton h="3" w="28" />
          </Stack>
        }
      />
      <Stack gap={{ base: "5", md: "6" }}>
        <SimpleGrid columns={{ base: 2, xl: 4 }} gap={{ base: "3", md: "5" }}>
          {Array.from({ length: 4 }, (_, i) => (
            <Card.Root key={i} {...panelCard} data-testid="stat-skeleton">
              <Card.Body p="5" gap="4">
                <Flex justify="space-between">
                  <Skeleton h="3.5" w="24" />
                  <Skeleton boxSize="9" borderRadius="lg" />
                </Flex>
                <Skeleton h="7" w="20" />
                <Skeleton h="3" w="32" />
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <DashboardLayout
          revenue={
            <DashboardCard title="Revenue Analytics" description="Paid invoices over time">
              <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" mb="5">
                {Array.from({ length: 3 }, (_, i) => (
                  <Skeleton key={i} h="20" borderRadius="lg" />
                ))}
              </SimpleGrid>
              <Skeleton h="232px" borderRadius="lg" />
            </DashboardCard>
          }
          projects={
            <DashboardCard title="Recent Projects" description="Your latest projects and how far along they are">
              <Stack gap="5">
                {Array.from({ length: RECENT_PROJECTS_COUNT }, (_, i) => (
                  <Flex key={i} align="center" gap="4" data-testid="project-skeleton">
                    <Skeleton boxSize="10" borderRadius="lg" />
                    <Stack flex="1" gap="2">
                      <Skeleton h="3.5" w="50%" />
                      <Skeleton h="3" w="30%" />
                    </Stack>
                    <Skeleton h="2" w="32" borderRadius="full" />
                  </Flex>
                ))}
              </Stack>
            </DashboardCard>
          }
          actions={<QuickActions />}
          tasks={<UpcomingTasksSkeleton />}
          activity={
            <DashboardCard title="Recent Activity" description="The latest changes in your workspace">
              <Stack gap="4">
                {Array.from({ length: 4 }, (_, i) => (
                  <Flex key={i} gap="3" align="center">
                    <SkeletonCircle size="8" />
                    <Stack flex="1" gap="2">
                      <Skeleton h="3.5" w="80%" />
                      <Skeleton h="3" w="30%" />
                    </Stack>
                  </Flex>
                ))}
              </Stack>
            </DashboardCard>
          }
        />
      </Stack>
    </Stack>
  );
}
