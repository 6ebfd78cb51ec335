import { Badge, Box, Checkbox, Flex, HStack, Text, Wrap } from "@chakra-ui/react";
import { AlertCircle, Building2, CalendarDays, Clock, FolderKanban, User } from "lucide-react";
import { graphql, useFragment } from "react-relay/hooks";
import { isTaskCompleted, isTaskOverdue } from "@common/task-display";
import { DeleteIconButton, EditIconButton } from "../../components/CardIconButtons";
import { RecordMeta } from "../../components/RecordMeta";
import { formatDay } from "../../lib/format";
import { PriorityBadge } from "../../components/PriorityBadge";
import { TaskStatusBadge } from "./TaskStatusBadge";
import { TASK_TEXTS } from "./texts";
import { useDeleteTaskMutation } from "./useDeleteTaskMutation";
import { useSetTaskCompletedMutation } from "../../components/useSetTaskCompletedMutation";
import type { TaskForm_task$key } from "./__generated__/TaskForm_task.graphql";
import type { TaskRow_task$key } from "./__generated__/TaskRow_task.graphql";
import { recordPath } from "../../lib/recordPaths";

const fragment = graphql`
  fragment TaskRow_task on Task {
    id
    title
    description
    status
    priority
    dueDate
    completedAt
    estimatedHours
    project {
      id
      name
    }
    client {
      id
      name
    }
    assignee {
      id
      name
    }
    ...TaskForm_task
  }
`;

interface TaskRowProps {
  task: TaskRow_task$key;
  /** The workspace's time zone: the due day is shown as the day that was picked in it. */
  timeZone?: string | null;
  /** The list's connection id, so a delete removes the row in place. */
  connectionId: string;
  /** Opens the edit dialog with this task. */
  onEdit: (task: TaskForm_task$key) => void;
}

/**
 * One task: a checkbox that toggles completed / pending, the title (struck through when completed), status and
 * priority badges, 'Overdue' in red when past due and still open (not completed nor cancelled), due date, project, client and assignee; Edit and
 * Delete.
 */
export function TaskRow({ task, timeZone, connectionId, onEdit }: TaskRowProps) {
  const data = useFragment(fragment, task);
  const [setCompleted] = useSetTaskCompletedMutation();
  const [deleteTask, busy] = useDeleteTaskMutation();
  const completed = isTaskCompleted(data);
  const overdue = isTaskOverdue(data, new Date(), timeZone);
  const due = formatDay(data.dueDate, timeZone);
  return (
    <Flex
      as="li"
      align="flex-start"
      gap="3.5"
      px={{ base: "4", md: "5" }}
      py="4"
      borderBottomWidth="1px"
      borderColor="border.muted"
      _last={{ borderBottomWidth: "0" }}
      transition="background-color 120ms"
      _hover={{ bg: "bg.subtle" }}
      data-testid="task-row"
      data-completed={completed ? "true" : "false"}
      data-overdue={overdue ? "true" : "false"}
      aria-label={data.title}
    >
      <Checkbox.Root
        checked={completed}
        onCheckedChange={(e) => void setCompleted({ id: data.id, dueDate: data.dueDate, timeZone }, e.checked === true)}
        mt="0.5"
        size="md"
        colorPalette="brand"
      >
        <Checkbox.HiddenInput aria-label={completed ? `Mark "${data.title}" as pending` : `Mark "${data.title}" as completed`} />
        <Checkbox.Control borderRadius="full" cursor="pointer">
          <Checkbox.Indicator />
        </Checkbox.Control>
      </Checkbox.Root>

      <Box flex="1" minW="0">
        <Text
          fontWeight="medium"
          fontSize="sm"
          color={completed ? "fg.muted" : "fg"}
          textDecoration={completed ? "line-through" : undefined}
          wordBreak="break-word"
          data-testid="task-title"
        >
          {data.title}
        </Text>
        {data.description ? (
          <Text mt="0.5" fontSize="sm" color="fg.muted" lineClamp={2} wordBreak="break-word" whiteSpace="pre-line">
            {data.description}
          </Text>
        ) : null}
        <Wrap mt="2" gap="2" align="center" fontSize="xs" color="fg.muted">
          <TaskStatusBadge status={data.status} />
          <PriorityBadge priority={data.priority} />
          {overdue ? (
            <Badge colorPalette="red" variant="solid" size="sm" borderRadius="full" px="2" data-testid="task-overdue">
              <AlertCircle size={12} aria-hidden="true" />
              {TASK_TEXTS.overdue}
            </Badge>
          ) : null}
          {due ? (
            <HStack gap="1" color={overdue ? "red.fg" : undefined} data-testid="task-due">
              <CalendarDays size={13} aria-hidden="true" />
              <Text as="span">Due {due}</Text>
            </HStack>
          ) : null}
          {data.estimatedHours != null ? (
            <HStack gap="1">
              <Clock size={13} aria-hidden="true" />
              <Text as="span">{data.estimatedHours} h</Text>
            </HStack>
          ) : null}
          {data.project ? (
            <RecordMeta icon={FolderKanban} name={data.project.name} testId="task-project" to={recordPath("project", data.project.id)} />
          ) : null}
          {data.client ? (
            <RecordMeta icon={Building2} name={data.client.name} testId="task-client" to={recordPath("client", data.client.id)} />
          ) : null}
          {data.assignee ? (
            <RecordMeta icon={User} name={data.assignee.name} testId="task-assignee" />
          ) : null}
        </Wrap>
      </Box>

      <HStack gap="0.5" flexShrink={0} mt="-1" me="-2">
        <EditIconButton name={data.title} onClick={() => onEdit(data)} disabled={busy} />
        <DeleteIconButton name={data.title} confirmText={TASK_TEXTS.confirmDelete} onConfirm={() => void deleteTask(data.id, connectionId)} loading={busy} />
      </HStack>
    </Flex>
  );
}
