import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { messages } from '@roteiro/domain/messages/messages';
import { PLAN_MIN_SEATS, PLAN_MIN_VEHICLES } from '@roteiro/domain/scheduling/rules';
import {
  schedulingTexts,
  type TPlanChoice,
  type TPlanGroup,
  ZPlanChoice,
} from '@roteiro/domain/scheduling/scheduling';
import { IconAlertCircle, IconClock } from '@tabler/icons-react';
import { useState } from 'react';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { toast } from '../../shared/ui/toasts.ts';
import { PlanGroupCard, planFieldId, type TPlanChoiceState } from './PlanGroupCard.tsx';
import { PlanSummaryModal } from './PlanSummaryModal.tsx';
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

type TFieldErrors = { nOfSeats?: string; numberOfVehicles?: string };
type TErrors = Record<string, TFieldErrors>;
type TReviewed = { choice: TPlanChoice; group: TPlanGroup };

/** The schema's verdict on a card's fields: the same rules the server applies (ZPlanChoice). */
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
  const errors: TFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'nOfSeats' || field === 'numberOfVehicles') {
      errors[field] ??= issue.message;
    }
  }
  return { choice: null, errors };
}

/** Server field errors (`choices.0.nOfSeats`) back onto the cards they belong to. */
function errorsFromServer(fields: Record<string, string>, sent: TReviewed[]): TErrors {
  const errors: TErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const [, index, field] = /^choices\.(\d+)\.(nOfSeats|numberOfVehicles)$/.exec(key) ?? [];
    const groupId = sent[Number(index)]?.group.groupId;
    if (groupId && (field === 'nOfSeats' || field === 'numberOfVehicles')) {
      errors[groupId] = { ...errors[groupId], [field]: message };
    }
  }
  return errors;
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
  const [reviewed, setReviewed] = useState<TReviewed[] | null>(null);

  const groups = plan.data?.groups ?? [];
  const choiceOf = (groupId: string) => choices[groupId] ?? defaultChoice;
  const selected = groups.filter((g) => choiceOf(g.groupId).isSelected && !g.isClosed && !g.isFullyStaffed);

  // A field is refused where it is typed: on leaving it, and again on each change while it is refused.
  const handleFieldBlur = (group: TPlanGroup) =>
    setErrors((current) => ({
      ...current,
      [group.groupId]: validate(group, choiceOf(group.groupId)).errors,
    }));
  const handleChange = (group: TPlanGroup, choice: TPlanChoiceState) => {
    setChoices((current) => ({ ...current, [group.groupId]: choice }));
    if (errors[group.groupId]?.nOfSeats || errors[group.groupId]?.numberOfVehicles) {
      setErrors((current) => ({ ...current, [group.groupId]: validate(group, choice).errors }));
    }
  };

  const handleSubmit = () => {
    const nextErrors: TErrors = {};
    const valid = selected.flatMap((group) => {
      const result = validate(group, choiceOf(group.groupId));
      if (!result.choice) {
        nextErrors[group.groupId] = result.errors;
        return [];
      }
      return [{ choice: result.choice, group }];
    });
    setErrors(nextErrors);
    const [firstRefused] = Object.entries(nextErrors);
    if (firstRefused) {
      const [groupId, fields] = firstRefused;
      document.getElementById(planFieldId(groupId, fields.nOfSeats ? 'seats' : 'vehicles'))?.focus();
      return;
    }
    setReviewed(valid);
  };

  const handleConfirm = () => {
    const sent = reviewed ?? [];
    join.mutate(
      { choices: sent.map(({ choice }) => choice) },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setChoices({});
          setReviewed(null);
        },
        onError: (error) => {
          if (error.fields) {
            setErrors(errorsFromServer(error.fields, sent));
          }
          setReviewed(null);
          toast.danger(error.message);
        },
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
            onChange={(choice) => handleChange(group, choice)}
            onFieldBlur={() => handleFieldBlur(group)}
            onJoinWaitList={() => handleWaitList(group, true)}
            onLeaveWaitList={() => handleWaitList(group, false)}
          />
        ))}
        {groups.length > 0 && (
          // Flush with the screen's bottom edge and opaque, so no card shows beneath or around it; above the cards
          // (their inputs' controls are positioned); it stays in the flow, so the last card ends above it.
          <Group
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
            style={{ zIndex: 2, borderTop: '1px solid var(--mantine-color-default-border)' }}
            data-sticky-actions
          >
            <Text size="sm" c="dimmed" aria-live="polite">
              {selected.length === 1 ? '1 activity chosen' : `${selected.length} activities chosen`}
            </Text>
            <Button size="md" mih={48} disabled={selected.length === 0} onClick={handleSubmit}>
              Submit
            </Button>
          </Group>
        )}
      </Stack>
      <PlanSummaryModal
        choices={reviewed ?? []}
        isOpen={reviewed !== null}
        isSending={join.isPending}
        onConfirm={handleConfirm}
        onClose={() => setReviewed(null)}
      />
    </Container>
  );
}
