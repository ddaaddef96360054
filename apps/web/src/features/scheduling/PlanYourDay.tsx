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
import { z } from 'zod';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { schemaErrors, useDomainForm } from '../../shared/lib/useDomainForm.ts';
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

type TReviewed = { choice: TPlanChoice; group: TPlanGroup };

/** A number input's value as the schema reads it (empty while being typed: no number). */
const typedCount = z
  .union([z.number(), z.string()])
  .transform((value) => (value === '' ? Number.NaN : Number(value)));

/** A card's fields as typed, checked by the same rules the server applies (ZPlanChoice). */
const ZPlanCard = z.object({
  isSelected: z.boolean(),
  nOfSeats: typedCount.pipe(ZPlanChoice.shape.nOfSeats),
  numberOfVehicles: typedCount.pipe(ZPlanChoice.shape.numberOfVehicles),
});

/** Every card's choice, by its group's id (a card not touched yet has the default one). */
const ZPlanForm = z.object({ choices: z.record(z.string(), ZPlanCard) });

const FIELDS = ['nOfSeats', 'numberOfVehicles'] as const;
const pathOf = (groupId: string, field: (typeof FIELDS)[number]) => `choices.${groupId}.${field}`;

/** Server field errors (`choices.0.nOfSeats`) back onto the cards they belong to. */
function errorsFromServer(fields: Record<string, string>, sent: TReviewed[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [key, message] of Object.entries(fields)) {
    const [, index, field] = /^choices\.(\d+)\.(nOfSeats|numberOfVehicles)$/.exec(key) ?? [];
    const groupId = sent[Number(index)]?.group.groupId;
    if (groupId && (field === 'nOfSeats' || field === 'numberOfVehicles')) {
      errors[pathOf(groupId, field)] = message;
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
  const texts = useT();
  const { t, say, tx } = texts;
  const form = useDomainForm({
    schema: ZPlanForm,
    initialValues: { choices: {} as Record<string, TPlanChoiceState> },
  });
  const [busyGroup, setBusyGroup] = useState<string | null>(null);
  const [reviewed, setReviewed] = useState<TReviewed[] | null>(null);

  const groups = plan.data?.groups ?? [];
  const choiceOf = (groupId: string) => form.values.choices[groupId] ?? defaultChoice;
  const selected = groups.filter((g) => choiceOf(g.groupId).isSelected && !g.isClosed && !g.isFullyStaffed);
  /** A card's field message, in the reader's language. */
  const errorAt = (groupId: string, field: (typeof FIELDS)[number]) => {
    const error = form.errors[pathOf(groupId, field)];
    return typeof error === 'string' ? error : undefined;
  };
  const isRefused = (groupId: string) => FIELDS.some((field) => errorAt(groupId, field) !== undefined);

  /** A card's fields checked by the schema: its messages by their paths, and its choice when they pass. */
  const checkCard = (group: TPlanGroup, choice = choiceOf(group.groupId)) => {
    const found = schemaErrors(ZPlanCard, choice);
    const errors = Object.fromEntries(
      FIELDS.flatMap((field) => (found[field] ? [[pathOf(group.groupId, field), found[field]]] : [])),
    );
    const parsed = ZPlanCard.safeParse(choice);
    const checked: TPlanChoice | null = parsed.success
      ? {
          groupId: group.groupId,
          nOfSeats: parsed.data.nOfSeats,
          numberOfVehicles: parsed.data.numberOfVehicles,
        }
      : null;
    return { errors, choice: checked, isSeatsRefused: found.nOfSeats !== undefined };
  };
  /** Shows a card's messages in place of the ones it had; its checked choice, or null. */
  const showCard = (group: TPlanGroup, choice?: TPlanChoiceState) => {
    const result = checkCard(group, choice);
    const own = FIELDS.map((field) => pathOf(group.groupId, field));
    form.setErrors((current) => ({
      ...Object.fromEntries(Object.entries(current).filter(([path]) => !own.includes(path))),
      ...result.errors,
    }));
    return result.choice;
  };

  // A field is refused where it is typed: on leaving it, and again on each change while it is refused.
  const handleFieldBlur = (group: TPlanGroup) => void showCard(group);
  const handleChange = (group: TPlanGroup, choice: TPlanChoiceState) => {
    form.setFieldValue(`choices.${group.groupId}`, choice);
    if (isRefused(group.groupId)) {
      showCard(group, choice);
    }
  };

  const handleSubmit = () => {
    // Only the chosen cards are checked: the others' messages go.
    const checked = selected.map((group) => ({ group, ...checkCard(group) }));
    form.setErrors(Object.assign({}, ...checked.map(({ errors }) => errors)));
    const firstRefused = checked.find(({ choice }) => choice === null);
    if (firstRefused) {
      const field = firstRefused.isSeatsRefused ? 'seats' : 'vehicles';
      document.getElementById(planFieldId(firstRefused.group.groupId, field))?.focus();
      return;
    }
    setReviewed(checked.flatMap(({ group, choice }) => (choice ? [{ choice, group }] : [])));
  };

  const handleConfirm = () => {
    const sent = reviewed ?? [];
    join.mutate(
      { choices: sent.map(({ choice }) => choice) },
      {
        onSuccess: (answer) => {
          toast.success(tx(answer.message));
          form.setValues({ choices: {} });
          setReviewed(null);
        },
        onError: (error) => {
          if (error.fields) {
            form.setErrors(errorsFromServer(error.fields, sent));
          }
          setReviewed(null);
          toast.danger(errorText(error, texts));
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
        onSuccess: (answer) => toast.success(tx(answer.message)),
        onError: (error) => toast.danger(errorText(error, texts)),
      });
      return;
    }
    const choice = showCard(group);
    if (!choice) {
      setBusyGroup(null);
      return;
    }
    joinWaitList.mutate(choice, {
      ...done,
      onSuccess: (answer) => toast.success(tx(answer.message)),
      onError: (error) => toast.danger(errorText(error, texts)),
    });
  };

  return (
    <Container size="sm" py={{ base: 'lg', sm: 'xl' }} px="md">
      <Stack gap="lg">
        <Title order={1}>{t('planning.plan.title')}</Title>
        <Text c="dimmed">{t('planning.plan.intro')}</Text>
        <Alert variant="light" color="yellow" icon={<IconAlertCircle aria-hidden />}>
          {say(schedulingTexts, 'vehiclesNote')}
        </Alert>
        {plan.data && !plan.data.isBeforeCutoff && (
          <Alert variant="light" color="red" icon={<IconClock aria-hidden />} role="status">
            {say(schedulingTexts, 'cutoffPassed')}
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
            title={t('planning.upcoming.loadFailed')}
            message={errorText(plan.error, texts)}
            onRetry={retryFor(plan)}
          />
        )}
        {plan.data && groups.length === 0 && (
          <Stack gap={4} align="center" py="xl">
            <Text fw={700} size="lg">
              {say(messages, 'noActivitiesTomorrow')}
            </Text>
            <Text c="dimmed">{say(messages, 'checkAgainLater')}</Text>
          </Stack>
        )}
        {groups.map((group) => (
          <PlanGroupCard
            key={group.groupId}
            group={group}
            choice={choiceOf(group.groupId)}
            errors={{
              nOfSeats: errorAt(group.groupId, 'nOfSeats'),
              numberOfVehicles: errorAt(group.groupId, 'numberOfVehicles'),
            }}
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
              {t('planning.plan.chosen', { count: selected.length })}
            </Text>
            <Button size="md" mih={48} disabled={selected.length === 0} onClick={handleSubmit}>
              {t('planning.plan.submit')}
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
