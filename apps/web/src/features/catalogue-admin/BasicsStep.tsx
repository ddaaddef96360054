import {
  Group,
  MultiSelect,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { ACTIVITY_LIMITS } from '@roteiro/domain/catalogue/activity';
import { CATEGORIES, categoryName } from '@roteiro/domain/catalogue/categories';
import { useT } from '../../shared/i18n/useT.tsx';
import { EurosInput } from './EurosInput.tsx';
import { WholeNumberInput } from './WholeNumberInput.tsx';
import type { TStepProps } from './wizardTypes.ts';

/** Step 1, Initial information: title, description, categories, duration, tour or pass, prices. */
export function BasicsStep({ form, errorOf }: TStepProps) {
  const { t, locale } = useT();
  const { values } = form;
  const categoryOptions = CATEGORIES.map((c) => ({ value: c.key, label: categoryName(c.key, locale) }));
  const money = (path: 'priceCents' | 'privatePriceCents' | 'marketPriceCents' | 'guiderPaymentCents') => ({
    value: values[path],
    onChange: (cents: number | null) => form.setFieldValue(path, cents),
    onFocus: () => form.setTouched({ ...touchedMap(form), [path]: true }),
    error: errorOf(path),
  });

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t('authoring.basics.kind')}
        data={[
          { value: 'tour', label: t('authoring.kinds.tour') },
          { value: 'pass', label: t('authoring.kinds.pass') },
        ]}
        value={values.isPass ? 'pass' : 'tour'}
        onChange={(kind) => form.setFieldValue('isPass', kind === 'pass')}
      />
      <TextInput
        label={t('authoring.basics.title')}
        required
        {...form.getInputProps('title')}
        error={errorOf('title')}
      />
      <Textarea
        label={t('authoring.basics.description')}
        required
        autosize
        minRows={4}
        maxRows={12}
        {...form.getInputProps('description')}
        error={errorOf('description')}
        description={`${values.description.trim().length} / ${ACTIVITY_LIMITS.descriptionMax}`}
      />
      <MultiSelect
        label={t('authoring.basics.categories')}
        data={categoryOptions}
        searchable
        clearable
        {...form.getInputProps('categories')}
        error={errorOf('categories')}
      />
      <WholeNumberInput
        label={t('authoring.basics.duration')}
        required
        min={0}
        value={values.durationMinutes}
        onFocus={() => form.setTouched({ ...touchedMap(form), durationMinutes: true })}
        onChange={(minutes) => form.setFieldValue('durationMinutes', minutes)}
        error={errorOf('durationMinutes')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EurosInput
          label={values.isPass ? t('authoring.basics.passPrice') : t('authoring.basics.sharedPrice')}
          required
          {...money('priceCents')}
        />
        {!values.isPass && (
          <EurosInput label={t('authoring.basics.privatePrice')} required {...money('privatePriceCents')} />
        )}
        <EurosInput
          label={t('authoring.basics.marketPrice')}
          description={t('authoring.basics.marketPriceHelp')}
          {...money('marketPriceCents')}
        />
        {!values.isPass && (
          <EurosInput
            label={t('authoring.basics.guiderPayment')}
            description={t('authoring.basics.guiderPaymentHelp')}
            {...money('guiderPaymentCents')}
          />
        )}
      </SimpleGrid>
      {values.isPass && (
        <Stack gap="xs">
          <Text fw={600}>{t('authoring.basics.departures')}</Text>
          <Group grow align="flex-start">
            <TextInput
              type="time"
              label={t('authoring.basics.firstDeparture')}
              required
              {...form.getInputProps('scheduleInfo.firstDeparture')}
              error={errorOf('scheduleInfo.firstDeparture')}
            />
            <TextInput
              type="time"
              label={t('authoring.basics.lastDeparture')}
              required
              {...form.getInputProps('scheduleInfo.lastDeparture')}
              error={errorOf('scheduleInfo.lastDeparture') ?? errorOf('scheduleInfo')}
            />
            <WholeNumberInput
              label={t('authoring.basics.every')}
              required
              min={1}
              value={values.scheduleInfo.frequencyMinutes}
              onChange={(minutes) => form.setFieldValue('scheduleInfo.frequencyMinutes', minutes)}
              error={errorOf('scheduleInfo.frequencyMinutes')}
            />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}

/** The form's touched map, to mark one more field touched when a custom input gets focus. */
export function touchedMap(form: TStepProps['form']): Record<string, boolean> {
  return form.getTouched();
}
