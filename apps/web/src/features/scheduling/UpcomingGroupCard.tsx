import { Badge, Button, Card, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { TUpcomingGroup } from '@roteiro/domain/scheduling/scheduling';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type TTranslate, useT } from '../../shared/i18n/useT.tsx';
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

function runLabel(t: TTranslate, viewer: TUpcomingGroupCardProps['viewer'], isInProgress: boolean): string {
  if (viewer === 'employee') {
    return t(isInProgress ? 'planning.group.youAreGuiding' : 'planning.group.youGuided');
  }
  return t(isInProgress ? 'planning.group.inProgress' : 'planning.group.runFinished');
}

/** A row of an upcoming list: the group, its seats, and the way into its details. */
export function UpcomingGroupCard({ group, viewer, to, onUnschedule }: TUpcomingGroupCardProps) {
  const { t, locale } = useT();
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
                {groupWhen(group, locale)}
              </Text>
            </div>
            <IconChevronRight size={20} aria-hidden style={{ flexShrink: 0 }} />
          </Group>
        </UnstyledButton>
        <Group gap="xs">
          <Badge variant="light" color="gray">
            {t('planning.group.booked', { count: group.bookedPlaces })}
          </Badge>
          <Badge variant="light" color="gray">
            {t('planning.group.staffed', { count: group.staffedSeats })}
          </Badge>
          {group.missingSeats > 0 && (
            <Badge variant="light" color="orange">
              {t('planning.group.missing', { count: group.missingSeats })}
            </Badge>
          )}
          {group.companyCount === 0 && (
            <Badge variant="light" color="red">
              {t('planning.group.noCompany')}
            </Badge>
          )}
          {group.allocation && (
            <Badge variant="light">
              {t('planning.group.yourSeats', {
                seats: group.allocation.nOfSeats,
                vehicles: group.allocation.numberOfVehicles,
              })}
            </Badge>
          )}
          {group.myRun && (
            <Badge variant="light" color={group.myRun.isInProgress ? 'orange' : 'teal'}>
              {runLabel(t, viewer, group.myRun.isInProgress)}
            </Badge>
          )}
        </Group>
        {onUnschedule && (
          <Group justify="flex-end">
            <Button variant="default" color="red" mih={44} onClick={onUnschedule}>
              {t('planning.group.unschedule')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
