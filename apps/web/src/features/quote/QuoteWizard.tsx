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
  type TQuoteRequestInput,
  ZQuoteRequest,
} from '@roteiro/domain/quote/quote';
import {
  QUOTE_CITY_NAMES_PT,
  QUOTE_GROUP_TYPE_NAMES_PT,
  QUOTE_INTEREST_NAMES_PT,
  QUOTE_PLANNING_OPTIONS_PT,
  QUOTE_STEP_TITLES_PT,
  quoteFieldMessagesPt,
  quoteValueName,
} from '@roteiro/domain/quote/quote-pt';
import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { registerTranslations } from '../../shared/i18n/domainTexts.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { isApiError } from '../../shared/lib/api.ts';
import { fieldErrorsOf } from '../../shared/lib/useSchemaForm.ts';
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
registerTranslations(quoteFieldMessages, quoteFieldMessagesPt);

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
  const { t, tx, locale } = useT();
  const stepTitles = locale === 'pt-PT' ? QUOTE_STEP_TITLES_PT : QUOTE_STEP_TITLES;
  const errorOf = (name: string) => (errors[name] ? tx(errors[name]) : undefined);
  const [step, setStep] = useState(0);
  const [values, setValues] = useState<TValues>(() => ({ ...INITIAL, ...prefill }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useSendQuoteMutation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const lastStep = QUOTE_STEP_TITLES.length - 1;

  const set = <K extends keyof TValues>(name: K, value: TValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    const field = name === 'chosenInterests' || name === 'otherInterests' ? 'selectedInterests' : name;
    setErrors((current) => {
      if (current[field] === undefined) {
        return current;
      }
      const { [field]: _removed, ...rest } = current;
      return rest;
    });
  };

  const check = (schema: z.ZodType): boolean => {
    const result = schema.safeParse(toRequest(values));
    if (result.success) {
      setErrors({});
      return true;
    }
    setErrors(fieldErrorsOf(result.error));
    return false;
  };

  const goTo = (next: number) => {
    setStep(next);
    // Move focus to the new step's title so keyboard and screen-reader users land on it.
    requestAnimationFrame(() => headingRef.current?.focus());
  };

  const handleNext = () => {
    const schema = QUOTE_STEP_SCHEMAS[step];
    if (schema && check(schema)) {
      goTo(step + 1);
    }
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step < lastStep) {
      handleNext();
      return;
    }
    if (!check(ZQuoteRequest)) {
      return;
    }
    send.mutate(toRequest(values) as TQuoteRequestInput, {
      onSuccess: () => {
        window.scrollTo({ top: 0 });
        onSent();
      },
      onError: (error) => {
        if (isApiError(error) && error.fields) {
          setErrors(error.fields);
          const steps = Object.keys(error.fields).map((field) => STEP_OF_FIELD[field] ?? lastStep);
          goTo(Math.min(...steps, lastStep));
        }
        // A network failure shows the error itself; any other failure the spec's message (catalogue.md §8).
        toast.danger(
          isApiError(error) && error.code === 'NETWORK_ERROR'
            ? t('common.errors.network')
            : tx(messages.quoteSendFailed),
        );
      },
    });
  };

  const yesNo = (name: 'withPrivateGuide' | 'withAirportTransfer', label: string) => (
    <Radio.Group
      label={label}
      value={yesNoValue(values[name])}
      onChange={(value) => set(name, value === 'yes')}
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
            {stepTitles[step]}
          </Title>
        </div>

        {step === 0 && (
          <>
            <TagsInput
              label={t('quote.wizard.where')}
              description={t('quote.wizard.whereHint')}
              data={QUOTE_CITY_SUGGESTIONS.map((city) => quoteValueName(QUOTE_CITY_NAMES_PT, city, locale))}
              value={values.destinations}
              onChange={(value) => set('destinations', value)}
              error={errorOf('destinations')}
              withAsterisk
              clearable
              comboboxProps={{ withinPortal: true, zIndex: 1000 }}
            />
            <TextInput
              label={t('quote.wizard.when')}
              description={t('quote.wizard.whenHint')}
              value={values.dates}
              onChange={(event) => set('dates', event.currentTarget.value)}
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
                set(
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
              onChange={(event) => set('ageRange', event.currentTarget.value)}
              error={errorOf('ageRange')}
              withAsterisk
            />
            <Radio.Group
              label={t('quote.wizard.who')}
              value={values.selectedGroupType}
              onChange={(value) => set('selectedGroupType', value)}
              error={errorOf('selectedGroupType')}
              withAsterisk
            >
              <Group mt="xs">
                {QUOTE_GROUP_TYPES.map((type) => (
                  <Radio
                    key={type}
                    value={type}
                    label={quoteValueName(QUOTE_GROUP_TYPE_NAMES_PT, type, locale)}
                  />
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
              onChange={(value) => set('shouldPlanItinerary', value === 'yes')}
              error={errorOf('shouldPlanItinerary')}
              withAsterisk
            >
              <Stack mt="xs" gap="xs">
                {QUOTE_PLANNING_OPTIONS.map((option) => {
                  const value = option.value ? 'yes' : 'no';
                  const text = locale === 'pt-PT' ? QUOTE_PLANNING_OPTIONS_PT[value] : option;
                  return <Radio key={value} value={value} label={text.shortLabel} description={text.label} />;
                })}
              </Stack>
            </Radio.Group>
            {values.shouldPlanItinerary && (
              <>
                <Checkbox.Group
                  label={t('quote.wizard.enjoy')}
                  value={values.chosenInterests}
                  onChange={(value) => set('chosenInterests', value)}
                  error={errorOf('selectedInterests')}
                  withAsterisk
                >
                  <Group mt="xs" gap="sm">
                    {QUOTE_INTEREST_TYPES.map((interest) => (
                      <Checkbox
                        key={interest}
                        value={interest}
                        label={quoteValueName(QUOTE_INTEREST_NAMES_PT, interest, locale)}
                      />
                    ))}
                  </Group>
                </Checkbox.Group>
                <TagsInput
                  label={t('quote.wizard.otherInterests')}
                  description={t('quote.wizard.otherInterestsHint')}
                  value={values.otherInterests}
                  onChange={(value) => set('otherInterests', value)}
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
              onChange={(event) => set('nonNegotiables', event.currentTarget.value)}
              error={errorOf('nonNegotiables')}
              maxLength={QUOTE_TEXT_MAX}
              autosize
              minRows={2}
            />
            <Textarea
              label={t('quote.wizard.notes')}
              description={t('quote.wizard.notesCount', { count: values.notes.length, max: QUOTE_TEXT_MAX })}
              value={values.notes}
              onChange={(event) => set('notes', event.currentTarget.value)}
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
              onChange={(event) => set('clientName', event.currentTarget.value)}
              error={errorOf('clientName')}
              withAsterisk
            />
            <TextInput
              label={t('quote.wizard.email')}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => set('email', event.currentTarget.value)}
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
