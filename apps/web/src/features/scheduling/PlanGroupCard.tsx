import { Badge, Button, Card, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text } from '@mantine/core';
import { PLAN_MIN_SEATS, PLAN_MIN_VEHICLES } from '@roteiro/domain/scheduling/rules';
import type { TPlanGroup } from '@roteiro/domain/scheduling/scheduling';
import { useT } from '../../shared/i18n/useT.tsx';
import { groupWhen } from './groupTime.ts';

export type TPlanChoiceState = {
  isSelected: boolean;
  nOfSeats: number | string;
  numberOfVehicles: number | string;
};

/** The id of a card's Seats or Vehicles input (the page focuses the first refused one on Submit). */
export const planFieldId = (groupId: string, field: 'seats' | 'vehicles') => `plan-${groupId}-${field}`;

type TPlanGroupCardProps = {
  group: TPlanGroup;
  choice: TPlanChoiceState;
  errors: { nOfSeats?: string; numberOfVehicles?: string };
  isBusy: boolean;
  onChange: (choice: TPlanChoiceState) => void;
  /** Leaving the Seats or Vehicles input: the page checks the card's fields. */
  onFieldBlur: () => void;
  onJoinWaitList: () => void;
  onLeaveWaitList: () => void;
};

/** One group of "Plan your day": choose it with seats and vehicles, or wait for a place when it is staffed. */
export function PlanGroupCard({
  group,
  choice,
  errors,
  isBusy,
  onChange,
  onFieldBlur,
  onJoinWaitList,
  onLeaveWaitList,
}: TPlanGroupCardProps) {
  const { t, locale } = useT();
  const canChoose = !group.isClosed && !group.isFullyStaffed;
  const idBase = `plan-${group.groupId}`;
  return (
    <Card withBorder padding="md" data-testid="plan-group" data-group-id={group.groupId}>
      <Stack gap="sm">
        <Checkbox
          id={`${idBase}-choose`}
          size="md"
          checked={choice.isSelected}
          disabled={!canChoose}
          onChange={(event) => onChange({ ...choice, isSelected: event.currentTarget.checked })}
          label={
            <Stack gap={2}>
              <Text fw={700}>{group.title}</Text>
              <Text size="sm" c="dimmed">
                {groupWhen(group, locale)}
              </Text>
            </Stack>
          }
        />
        <Group gap="xs">
          <Badge variant="light" color={group.missingSeats > 0 ? 'orange' : 'teal'}>
            {group.missingSeats > 0
              ? t('planning.plan.seatsNeeded', { count: group.missingSeats })
              : t('planning.plan.fullyStaffed')}
          </Badge>
          <Badge variant="light" color="gray">
            {t('planning.group.booked', { count: group.bookedPlaces })}
          </Badge>
          {group.isClosed && (
            <Badge variant="light" color="red">
              {t('planning.plan.closed')}
            </Badge>
          )}
          {group.isWaitListed && <Badge variant="light">{t('planning.plan.onWaitList')}</Badge>}
        </Group>
        {!group.isClosed && (
          <SimpleGrid cols={2} spacing="sm">
            {/* Not clamped: a number below the minimum stays as typed and is refused with the rule's words. */}
            <NumberInput
              id={planFieldId(group.groupId, 'seats')}
              label={t('planning.plan.seats')}
              min={PLAN_MIN_SEATS}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              value={choice.nOfSeats}
              onChange={(value) => onChange({ ...choice, nOfSeats: value })}
              onBlur={onFieldBlur}
              error={errors.nOfSeats}
              disabled={group.isWaitListed}
            />
            <NumberInput
              id={planFieldId(group.groupId, 'vehicles')}
              label={t('planning.plan.vehicles')}
              min={PLAN_MIN_VEHICLES}
              clampBehavior="none"
              allowDecimal={false}
              allowNegative={false}
              inputMode="numeric"
              value={choice.numberOfVehicles}
              onChange={(value) => onChange({ ...choice, numberOfVehicles: value })}
              onBlur={onFieldBlur}
              error={errors.numberOfVehicles}
              disabled={group.isWaitListed}
            />
          </SimpleGrid>
        )}
        {group.isFullyStaffed && !group.isClosed && (
          <Group justify="flex-end">
            {group.isWaitListed ? (
              <Button variant="default" mih={44} loading={isBusy} onClick={onLeaveWaitList}>
                {t('planning.plan.leaveWaitList')}
              </Button>
            ) : (
              <Button variant="light" mih={44} loading={isBusy} onClick={onJoinWaitList}>
                {t('planning.plan.joinWaitList')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Card>
  );
}
