import { Badge, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TUpcomingGroup } from '@roteiro/domain/scheduling/scheduling';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { groupWhen } from './groupTime.ts';

type TUpcomingGroupCardProps = {
  group: TUpcomingGroup;
  /** Whose list: an employee's run is theirs ("You guided it"), a company's is its own run of the group. */
  viewer: 'company' | 'employee' | 'admin';
  /** Where the row leads: the admin's group details, or the guider's start-activity screen. */
  to: string;
  /** Company only: opens the unschedule confirmation. */
  onUnschedule?: () => void;
};

function runLabel(viewer: TUpcomingGroupCardProps['viewer'], isInProgress: boolean): string {
  if (viewer === 'employee') {
    return isInProgress ? 'You are guiding it' : 'You guided it';
  }
  return isInProgress ? 'In progress' : 'Run finished';
}

/** A row of an upcoming list: the group, its seats, and the way into its details. */
export function UpcomingGroupCard({ group, viewer, to, onUnschedule }: TUpcomingGroupCardProps) {
  return (
    <Card withBorder padding="md" data-testid="upcoming-group" data-group-id={group.groupId}>
      <Stack gap="xs">
        <UnstyledButton component={Link} to={to}>
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <div style={{ minWidth: 0 }}>
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {group.title}
              </Text>
              <Text size="sm" c="dimmed">
                {groupWhen(group)}
              </Text>
            </div>
            <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
          </Group>
        </UnstyledButton>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {group.bookedPlaces} booked
          </Badge>
          <Badge variant="light" color="gray">
            {group.staffedSeats} {group.staffedSeats === 1 ? 'seat' : 'seats'} staffed
          </Badge>
          {group.missingSeats > 0 && (
            <Badge variant="light" color="orange">
              {group.missingSeats} {group.missingSeats === 1 ? 'seat' : 'seats'} missing
            </Badge>
          )}
          {group.companyCount === 0 && (
            <Badge variant="light" color="red">
              No company
            </Badge>
          )}
          {group.allocation && (
            <Badge variant="light">
              Your seats: {group.allocation.nOfSeats} · vehicles: {group.allocation.numberOfVehicles}
            </Badge>
          )}
          {group.myRun && (
            <Badge variant="light" color={group.myRun.isInProgress ? 'orange' : 'teal'}>
              {runLabel(viewer, group.myRun.isInProgress)}
            </Badge>
          )}
        </Group>
        {onUnschedule && (
          <Group justify="flex-end">
            <Button variant="default" color="red" mih={44} onClick={onUnschedule}>
              Unschedule
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
