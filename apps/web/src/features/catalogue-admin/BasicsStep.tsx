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
import { CATEGORIES } from '@roteiro/domain/catalogue/categories';
import { EurosInput } from './EurosInput.tsx';
import { WholeNumberInput } from './WholeNumberInput.tsx';
import type { TStepProps } from './wizardTypes.ts';

const categoryOptions = CATEGORIES.map((c) => ({ value: c.key, label: c.name }));

/** Step 1, Initial information: title, description, categories, duration, tour or pass, prices. */
export function BasicsStep({ form, errorOf }: TStepProps) {
  const { values } = form;
  const money = (path: 'priceCents' | 'privatePriceCents' | 'marketPriceCents' | 'guiderPaymentCents') => ({
    value: values[path],
    onChange: (cents: number | null) => form.setFieldValue(path, cents),
    onFocus: () => form.setTouched({ ...touchedMap(form), [path]: true }),
    error: errorOf(path),
  });

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Kind of activity"
        data={[
          { value: 'tour', label: 'Tour' },
          { value: 'pass', label: 'Pass' },
        ]}
        value={values.isPass ? 'pass' : 'tour'}
        onChange={(kind) => form.setFieldValue('isPass', kind === 'pass')}
      />
      <TextInput label="Title" required {...form.getInputProps('title')} error={errorOf('title')} />
      <Textarea
        label="Description"
        required
        autosize
        minRows={4}
        maxRows={12}
        {...form.getInputProps('description')}
        error={errorOf('description')}
        description={`${values.description.trim().length} / ${ACTIVITY_LIMITS.descriptionMax}`}
      />
      <MultiSelect
        label="Categories (optional)"
        data={categoryOptions}
        searchable
        clearable
        {...form.getInputProps('categories')}
        error={errorOf('categories')}
      />
      <WholeNumberInput
        label="Duration in minutes"
        required
        min={0}
        value={values.durationMinutes}
        onFocus={() => form.setTouched({ ...touchedMap(form), durationMinutes: true })}
        onChange={(minutes) => form.setFieldValue('durationMinutes', minutes)}
        error={errorOf('durationMinutes')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EurosInput
          label={values.isPass ? 'Pass price' : 'Shared price per person'}
          required
          {...money('priceCents')}
        />
        {!values.isPass && (
          <EurosInput label="Private price per group" required {...money('privatePriceCents')} />
        )}
        <EurosInput
          label="Market price (optional)"
          description="Shown struck through"
          {...money('marketPriceCents')}
        />
        {!values.isPass && (
          <EurosInput
            label="Guider payment per run"
            description="What the company earns"
            {...money('guiderPaymentCents')}
          />
        )}
      </SimpleGrid>
      {values.isPass && (
        <Stack gap="xs">
          <Text fw={600}>Departures</Text>
          <Group grow align="flex-start">
            <TextInput
              type="time"
              label="First departure"
              required
              {...form.getInputProps('scheduleInfo.firstDeparture')}
              error={errorOf('scheduleInfo.firstDeparture')}
            />
            <TextInput
              type="time"
              label="Last departure"
              required
              {...form.getInputProps('scheduleInfo.lastDeparture')}
              error={errorOf('scheduleInfo.lastDeparture') ?? errorOf('scheduleInfo')}
            />
            <WholeNumberInput
              label="Every (minutes)"
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
