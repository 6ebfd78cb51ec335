import { Flex, SimpleGrid, Skeleton, SkeletonCircle, Stack } from "@chakra-ui/react";
import { RECENT_PROJECTS_COUNT } from "@common/dashboard";
import { PageHeader } from "../../components/PageHeader";
import { StatCardsSkeleton } from "../../components/StatCardsSkeleton";
import { DashboardCard, SkeletonLines } from "./DashboardCard";
import { DashboardLayout } from "./DashboardLayout";
import { OWED_TEXTS } from "./OwedToYou";
import { QuickActions } from "./QuickActions";
import { UpcomingTasksSkeleton } from "./UpcomingTasks";

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
        <StatCardsSkeleton />
        <DashboardLayout
          revenue={<RevenueAnalyticsSkeleton />}
          projects={<RecentProjectsSkeleton />}
          actions={<QuickActions />}
          owed={<OwedToYouSkeleton />}
          tasks={<UpcomingTasksSkeleton />}
          activity={<RecentActivitySkeleton />}
        />
      </Stack>
    </Stack>
  );
}

export function OwedToYouSkeleton() {
  return (
    <DashboardCard title={OWED_TEXTS.title} description={OWED_TEXTS.description} testId="owed-to-you-loading">
      <SkeletonLines title="40%" line="25%" />
    </DashboardCard>
  );
}

export function RevenueAnalyticsSkeleton() {
  return (
    <DashboardCard title="Revenue Analytics" description="Paid invoices over time">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" mb="5">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} h="20" borderRadius="lg" />
        ))}
      </SimpleGrid>
      <Skeleton h="232px" borderRadius="lg" />
    </DashboardCard>
  );
}

export function RecentProjectsSkeleton() {
  return (
    <DashboardCard title="Recent Projects" description="Your latest projects and how far along they are">
      <Stack gap="5">
        {Array.from({ length: RECENT_PROJECTS_COUNT }, (_, i) => (
          <Flex key={i} align="center" gap="4" data-testid="project-skeleton">
            <Skeleton boxSize="10" borderRadius="lg" />
            <SkeletonLines title="50%" line="30%" />
            <Skeleton h="2" w="32" borderRadius="full" />
          </Flex>
        ))}
      </Stack>
    </DashboardCard>
  );
}

export function RecentActivitySkeleton() {
  return (
    <DashboardCard title="Recent Activity" description="The latest changes in your workspace">
      <Stack gap="4">
        {Array.from({ length: 4 }, (_, i) => (
          <Flex key={i} gap="3" align="center">
            <SkeletonCircle size="8" />
            <SkeletonLines title="80%" line="30%" />
          </Flex>
        ))}
      </Stack>
    </DashboardCard>
  );
}
