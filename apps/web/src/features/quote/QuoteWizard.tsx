import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Progress,
  Radio,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { registerTranslations } from '@roteiro/domain/i18n/texts';
import quotePt from '@roteiro/domain/locales/pt-PT/quote.json';
import quoteWizardPt from '@roteiro/domain/locales/pt-PT/quoteWizard.json';
import { messages } from '@roteiro/domain/messages/messages';
import {
  QUOTE_CITY_SUGGESTIONS,
  QUOTE_GROUP_TYPES,
  QUOTE_INTEREST_TYPES,
  QUOTE_MIN_PARTICIPANTS,
  QUOTE_PLANNING_OPTIONS,
  QUOTE_PROGRESS,
  QUOTE_STEP_SCHEMAS,
  QUOTE_STEP_TITLES,
  QUOTE_TEXT_MAX,
  quoteFieldMessages,
  quotePlanningOption,
  quoteStepTitle,
  quoteValueName,
  quoteWizardTexts,
  type TQuoteRequestInput,
  ZQuoteRequest,
} from '@roteiro/domain/quote/quote';
import { type FormEvent, useRef, useState } from 'react';
import { z } from 'zod';
import { useT } from '../../shared/i18n/useT.tsx';
import { isApiError } from '../../shared/lib/api.ts';
import { schemaErrors, useDomainForm } from '../../shared/lib/useDomainForm.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { useSendQuoteMutation } from './useSendQuoteMutation.ts';

type TValues = {
  destinations: string[];
  dates: string;
  nOfParticipants: number;
  ageRange: string;
  selectedGroupType: string;
  shouldPlanItinerary: boolean | null;
  chosenInterests: string[];
  otherInterests: string[];
  withPrivateGuide: boolean | null;
  withAirportTransfer: boolean | null;
  nonNegotiables: string;
  notes: string;
  clientName: string;
  email: string;
};

const INITIAL: TValues = {
  destinations: [],
  dates: '',
  nOfParticipants: QUOTE_MIN_PARTICIPANTS,
  ageRange: '',
  selectedGroupType: '',
  shouldPlanItinerary: null,
  chosenInterests: [],
  otherInterests: [],
  withPrivateGuide: null,
  withAirportTransfer: null,
  nonNegotiables: '',
  notes: '',
  clientName: '',
  email: '',
};

/** The request the server receives, from the form's values (interests chosen and typed are one list). */
function toRequest(values: TValues): Record<string, unknown> {
  const { chosenInterests, otherInterests, ...rest } = values;
  return { ...rest, selectedInterests: [...chosenInterests, ...otherInterests] };
}

/** The whole request's schema, read from the wizard's values. */
const ZQuoteForm = z.preprocess((values) => toRequest(values as TValues), ZQuoteRequest);

/** The field a value's messages are shown at: the chosen and the typed interests are one field. */
const fieldOf = (name: keyof TValues): string =>
  name === 'chosenInterests' || name === 'otherInterests' ? 'selectedInterests' : name;

// A list's message may be about one of its items ('destinations.2'): it is shown at the list.
const isOfField = (path: string, field: string) => path === field || path.startsWith(`${field}.`);

/** Which step shows a field, to go back to the first step with a server-side error. */
const STEP_OF_FIELD: Record<string, number> = {
  destinations: 0,
  dates: 0,
  nOfParticipants: 1,
  ageRange: 1,
  selectedGroupType: 1,
  shouldPlanItinerary: 2,
  selectedInterests: 2,
  withPrivateGuide: 2,
  withAirportTransfer: 2,
  nonNegotiables: 2,
  notes: 2,
  clientName: 3,
  email: 3,
};

// The wizard's field messages (the schemas' and the server's) in the page's language.
registerTranslations(quoteFieldMessages, 'pt-PT', quotePt);
// Its steps' titles and the names of the values it offers, in the page's language.
registerTranslations(quoteWizardTexts, 'pt-PT', quoteWizardPt);

const yesNoValue = (value: boolean | null) => (value === null ? '' : value ? 'yes' : 'no');

/** What a page may fill in before the traveller starts (e.g. a multi-day tour's destinations). */
export type TQuotePrefill = { destinations?: string[]; notes?: string };

type TQuoteWizardProps = {
  /** Called once the request is stored (the caller navigates to the confirmation). */
  onSent: () => void;
  prefill?: TQuotePrefill;
};

/** The four-step quote request (catalogue.md §2, §5): where/when, who, planning and extras, contact. */
export function QuoteWizard({ onSent, prefill }: TQuoteWizardProps) {
  const { t, say, locale } = useT();
  const [step, setStep] = useState(0);
  const form = useDomainForm({
    schema: ZQuoteForm,
    initialValues: { ...INITIAL, ...prefill },
    // A changed value's messages go: a list's about its items too, and the interests' for either list.
    onValuesChange: (next, previous) => {
      const changed = (Object.keys(next) as (keyof TValues)[])
        .filter((name) => next[name] !== previous[name])
        .map(fieldOf);
      form.setErrors((current) =>
        Object.fromEntries(
          Object.entries(current).filter(([path]) => !changed.some((field) => isOfField(path, field))),
        ),
      );
    },
  });
  const { values } = form;
  const send = useSendQuoteMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastStep = QUOTE_STEP_TITLES.length - 1;

  /** A field's message, in the reader's language. */
  const errorOf = (field: string) =>
    Object.entries(form.errors).find(([path]) => isOfField(path, field))?.[1];

  /** Checks the step's fields with its schema: their messages shown, whether they all pass. */
  const checkStep = (): boolean => {
    const schema = QUOTE_STEP_SCHEMAS[step];
    const errors = schema ? schemaErrors(schema, toRequest(form.getValues())) : {};
    form.setErrors(errors);
    return Object.keys(errors).length === 0;
  };

  const goTo = (next: number) => {
    setStep(next);
    // Move focus to the new step's title so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const handleNext = () => {
    if (checkStep()) {
      goTo(step + 1);
    }
  };

  // Sent as typed: the server reads it with the same schema.
  const sendRequest = form.onSubmit(() => {
    send.mutate(toRequest(form.getValues()) as TQuoteRequestInput, {
      onSuccess: () => {
        window.scrollTo({ top: 0 });
        onSent();
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) {
          form.setErrors(error.fields);
          const steps = Object.keys(error.fields).map((field) => STEP_OF_FIELD[field] ?? lastStep);
          goTo(Math.min(...steps, lastStep));
        }
        // A network failure shows the error itself; any other failure the spec's message (catalogue.md §8).
        toast.danger(
          isApiError(error) && error.code === 'NETWORK_ERROR'
            ? t('common.errors.network')
            : say(messages, 'quoteSendFailed'),
        );
      },
    });
  });

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step < lastStep) {
      event.preventDefault();
      handleNext();
      return;
    }
    sendRequest(event);
  };

  const yesNo = (name: 'withPrivateGuide' | 'withAirportTransfer', label: string) => (
    <Radio.Group
      label={label}
      value={yesNoValue(values[name])}
      onChange={(value) => form.setFieldValue(name, value === 'yes')}
      error={errorOf(name)}
      withAsterisk
    >
      <Group mt="xs">
        <Radio value="yes" label={t('quote.wizard.yes')} />
        <Radio value="no" label={t('quote.wizard.no')} />
      </Group>
    </Radio.Group>
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t('quote.wizard.label')}>
      <Stack gap="lg">
        <div>
          <Progress
            value={QUOTE_PROGRESS[step] ?? 0}
            aria-label={t('quote.wizard.step', { step: step + 1, count: QUOTE_STEP_TITLES.length })}
            color="terracotta"
            size="sm"
          />
          <Text fz="sm" c="dimmed" mt={6}>
            {t('quote.wizard.step', { step: step + 1, count: QUOTE_STEP_TITLES.length })}
          </Text>
          <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outlineOffset: 4 }}>
            {quoteStepTitle(step, locale)}
          </Title>
        </div>

        {step === 0 && (
          <>
            <TagsInput
              label={t('quote.wizard.where')}
              description={t('quote.wizard.whereHint')}
              data={QUOTE_CITY_SUGGESTIONS.map((city) => quoteValueName('cities', city, locale))}
              value={values.destinations}
              onChange={(value) => form.setFieldValue('destinations', value)}
              error={errorOf('destinations')}
              withAsterisk
              clearable
              comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            />
            <TextInput
              label={t('quote.wizard.when')}
              description={t('quote.wizard.whenHint')}
              value={values.dates}
              onChange={(event) => form.setFieldValue('dates', event.currentTarget.value)}
              error={errorOf('dates')}
              withAsterisk
            />
          </>
        )}

        {step === 1 && (
          <>
            <NumberInput
              label={t('quote.wizard.howMany')}
              min={QUOTE_MIN_PARTICIPANTS}
              max={500}
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="strict"
              value={values.nOfParticipants}
              onChange={(value) =>
                form.setFieldValue(
                  'nOfParticipants',
                  Math.max(QUOTE_MIN_PARTICIPANTS, Number(value) || QUOTE_MIN_PARTICIPANTS),
                )
              }
              error={errorOf('nOfParticipants')}
              withAsterisk
            />
            <TextInput
              label={t('quote.wizard.ages')}
              description={t('quote.wizard.agesHint')}
              value={values.ageRange}
              onChange={(event) => form.setFieldValue('ageRange', event.currentTarget.value)}
              error={errorOf('ageRange')}
              withAsterisk
            />
            <Radio.Group
              label={t('quote.wizard.who')}
              value={values.selectedGroupType}
              onChange={(value) => form.setFieldValue('selectedGroupType', value)}
              error={errorOf('selectedGroupType')}
              withAsterisk
            >
              <Group mt="xs">
                {QUOTE_GROUP_TYPES.map((type) => (
                  <Radio key={type} value={type} label={quoteValueName('groupTypes', type, locale)} />
                ))}
              </Group>
            </Radio.Group>
          </>
        )}

        {step === 2 && (
          <>
            <Radio.Group
              label={t('quote.wizard.helpPlanning')}
              value={yesNoValue(values.shouldPlanItinerary)}
              onChange={(value) => form.setFieldValue('shouldPlanItinerary', value === 'yes')}
              error={errorOf('shouldPlanItinerary')}
              withAsterisk
            >
              <Stack mt="xs" gap="xs">
                {QUOTE_PLANNING_OPTIONS.map((option) => {
                  const value = option.value ? 'yes' : 'no';
                  const text = quotePlanningOption(value, locale);
                  return <Radio key={value} value={value} label={text.shortLabel} description={text.label} />;
                })}
              </Stack>
            </Radio.Group>
            {values.shouldPlanItinerary && (
              <>
                <Checkbox.Group
                  label={t('quote.wizard.enjoy')}
                  value={values.chosenInterests}
                  onChange={(value) => form.setFieldValue('chosenInterests', value)}
                  error={errorOf('selectedInterests')}
                  withAsterisk
                >
                  <Group mt="xs" gap="sm">
                    {QUOTE_INTEREST_TYPES.map((interest) => (
                      <Checkbox
                        key={interest}
                        value={interest}
                        label={quoteValueName('interests', interest, locale)}
                      />
                    ))}
                  </Group>
                </Checkbox.Group>
                <TagsInput
                  label={t('quote.wizard.otherInterests')}
                  description={t('quote.wizard.otherInterestsHint')}
                  value={values.otherInterests}
                  onChange={(value) => form.setFieldValue('otherInterests', value)}
                  clearable
                />
              </>
            )}
            {yesNo('withPrivateGuide', t('quote.wizard.privateGuide'))}
            {yesNo('withAirportTransfer', t('quote.wizard.airportTransfer'))}
            <Textarea
              label={t('quote.wizard.nonNegotiables')}
              description={t('quote.wizard.nonNegotiablesHint', { max: QUOTE_TEXT_MAX })}
              value={values.nonNegotiables}
              onChange={(event) => form.setFieldValue('nonNegotiables', event.currentTarget.value)}
              error={errorOf('nonNegotiables')}
              maxLength={QUOTE_TEXT_MAX}
              autosize
              minRows={2}
            />
            <Textarea
              label={t('quote.wizard.notes')}
              description={t('quote.wizard.notesCount', { count: values.notes.length, max: QUOTE_TEXT_MAX })}
              value={values.notes}
              onChange={(event) => form.setFieldValue('notes', event.currentTarget.value)}
              error={errorOf('notes')}
              maxLength={QUOTE_TEXT_MAX}
              autosize
              minRows={2}
            />
          </>
        )}

        {step === 3 && (
          <>
            <TextInput
              label={t('quote.wizard.name')}
              autoComplete="name"
              value={values.clientName}
              onChange={(event) => form.setFieldValue('clientName', event.currentTarget.value)}
              error={errorOf('clientName')}
              withAsterisk
            />
            <TextInput
              label={t('quote.wizard.email')}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => form.setFieldValue('email', event.currentTarget.value)}
              error={errorOf('email')}
              withAsterisk
            />
          </>
        )}

        <Group justify="space-between" mt="sm">
          {step > 0 ? (
            <Button variant="default" onClick={() => goTo(step - 1)} disabled={send.isPending}>
              {t('quote.wizard.back')}
            </Button>
          ) : (
            <span />
          )}
          {step < lastStep ? (
            <Button type="submit">{t('quote.wizard.next')}</Button>
          ) : (
            <Button type="submit" color="terracotta" loading={send.isPending}>
              {t('quote.wizard.send')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
