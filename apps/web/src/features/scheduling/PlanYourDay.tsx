import { Alert, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { PLAN_MIN_SEATS, PLAN_MIN_VEHICLES } from '@roteiro/domain/scheduling/rules';
import { schedulingTexts, type TPlanGroup, ZPlanChoice } from '@roteiro/domain/scheduling/scheduling';
import { IconAlertCircle, IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import { PlanGroupCard, type TPlanChoiceState } from './PlanGroupCard.tsx';
import {
  useJoinGroupsMutation,
  useJoinWaitListMutation,
  useLeaveWaitListMutation,
  usePlanQuery,
} from './schedulingQueries.ts';

const defaultChoice: TPlanChoiceState = {
  isSelected: false,
  nOfSeats: PLAN_MIN_SEATS,
  numberOfVehicles: PLAN_MIN_VEHICLES,
};

type TErrors = Record<string, { nOfSeats?: string; numberOfVehicles?: string }>;

function validate(group: TPlanGroup, choice: TPlanChoiceState) {
  // A number input holds text while it is being typed ('' when empty): the schema takes numbers only.
  const parsed = ZPlanChoice.safeParse({
    groupId: group.groupId,
    nOfSeats: choice.nOfSeats === '' ? Number.NaN : Number(choice.nOfSeats),
    numberOfVehicles: choice.numberOfVehicles === '' ? Number.NaN : Number(choice.numberOfVehicles),
  });
  if (parsed.success) {
    return { choice: parsed.data, errors: {} };
  }
  const errors: { nOfSeats?: string; numberOfVehicles?: string } = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'nOfSeats' || field === 'numberOfVehicles') {
      errors[field] ??= issue.message;
    }
  }
  return { choice: null, errors };
}

/** "Plan your day" (operations.md §2, §5): the company picks today's and tomorrow's groups to staff. */
export function PlanYourDay() {
  const plan = usePlanQuery();
  const join = useJoinGroupsMutation();
  const joinWaitList = useJoinWaitListMutation();
  const leaveWaitList = useLeaveWaitListMutation();
  const [choices, setChoices] = useState<Record<string, TPlanChoiceState>>({});
  const [errors, setErrors] = useState<TErrors>({});
  const [busyGroup, setBusyGroup] = useState<string | null>(null);

  const groups = plan.data?.groups ?? [];
  const choiceOf = (groupId: string) => choices[groupId] ?? defaultChoice;
  const selected = groups.filter((g) => choiceOf(g.groupId).isSelected && !g.isClosed && !g.isFullyStaffed);

  const handleSubmit = () => {
    const nextErrors: TErrors = {};
    const valid = selected.flatMap((group) => {
      const result = validate(group, choiceOf(group.groupId));
      if (!result.choice) {
        nextErrors[group.groupId] = result.errors;
        return [];
      }
      return [result.choice];
    });
    setErrors(nextErrors);
    if (valid.length !== selected.length) {
      return;
    }
    join.mutate(
      { choices: valid },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setChoices({});
        },
        onError: (error) => toast.danger(error.message),
      },
    );
  };

  const handleWaitList = (group: TPlanGroup, isJoining: boolean) => {
    setBusyGroup(group.groupId);
    const done = { onSettled: () => setBusyGroup(null) };
    if (!isJoining) {
      leaveWaitList.mutate(group.groupId, {
        ...done,
        onSuccess: (answer) => toast.success(answer.message),
        onError: (error) => toast.danger(error.message),
      });
      return;
    }
    const result = validate(group, choiceOf(group.groupId));
    if (!result.choice) {
      setErrors((current) => ({ ...current, [group.groupId]: result.errors }));
      setBusyGroup(null);
      return;
    }
    joinWaitList.mutate(result.choice, {
      ...done,
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.danger(error.message),
    });
  };

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px="md">
      <Stack gap="lg">
        <Title order={1}>Plan your day</Title>
        <Text c="dimmed">
          Choose the activities you want to staff, with the seats and vehicles you bring. Tomorrow's
          activities can be chosen until 17:00 (Lisbon time).
        </Text>
        <Alert variant="light" color="yellow" icon={<IconAlertCircle aria-hidden />}>
          {schedulingTexts.vehiclesNote}
        </Alert>
        {plan.data && !plan.data.isBeforeCutoff && (
          <Alert variant="light" color="red" icon={<IconClock aria-hidden />} role="status">
            {schedulingTexts.cutoffPassed}
          </Alert>
        )}
        {plan.isPending && (
          <Stack gap="md" aria-busy>
            <Skeleton height={160} radius="md" />
            <Skeleton height={160} radius="md" />
          </Stack>
        )}
        {plan.isError && (
          <ErrorState
            title="The activities could not be loaded"
            message={plan.error.message}
            onRetry={retryFor(plan)}
          />
        )}
        {plan.data && groups.length === 0 && (
          <Stack gap={4} align="center" py="xl">
            <Text fw={700} size="lg">
              {messages.noActivitiesTomorrow}
            </Text>
            <Text c="dimmed">{messages.checkAgainLater}</Text>
          </Stack>
        )}
        {groups.map((group) => (
          <PlanGroupCard
            key={group.groupId}
            group={group}
            choice={choiceOf(group.groupId)}
            errors={errors[group.groupId] ?? {}}
            isBusy={busyGroup === group.groupId}
            onChange={(choice) => setChoices((current) => ({ ...current, [group.groupId]: choice }))}
            onJoinWaitList={() => handleWaitList(group, true)}
            onLeaveWaitList={() => handleWaitList(group, false)}
          />
        ))}
        {groups.length > 0 && (
          <Button
            size="md"
            mih={48}
            disabled={selected.length === 0}
            loading={join.isPending}
            onClick={handleSubmit}
            // Above the cards it overlaps (their inputs' controls are positioned), and focused content stops above it.
            style={{ position: 'sticky', bottom: 12, zIndex: 2 }}
            data-sticky-actions
          >
            Submit
          </Button>
        )}
      </Stack>
    </Container>
  );
}
