import { ActionIcon, Group, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import {
  DEFAULT_SALES_WINDOW_DAYS,
  SALES_WINDOW_MAX_DAYS,
  SALES_WINDOW_MIN_DAYS,
} from '@roteiro/domain/booking/rules';
import { ACTIVITY_LIMITS, LANGUAGE_OPTIONS } from '@roteiro/domain/catalogue/activity';
import { IconTrash } from '@tabler/icons-react';
import { ChipListEditor } from './ChipListEditor.tsx';
import { ListFooter } from './ListFooter.tsx';
import { WholeNumberInput } from './WholeNumberInput.tsx';
import type { TStepProps } from './wizardTypes.ts';

const optionalTexts = [
  ['notSuitableFor', 'Not suitable for (optional)'],
  ['whatsIncluded', "What's included (optional)"],
  ['whatToExpect', 'What to expect (optional)'],
  ['additionalInfo', 'Additional information (optional)'],
  ['accessibility', 'Accessibility (optional)'],
] as const;

/** Step 3, About this activity: policy, languages, time slots, texts, highlights (passes), group size, sales window. */
export function AboutStep({ form, errorOf }: TStepProps) {
  const { values } = form;
  const list = (path: 'languages' | 'sharedTimeSlots' | 'privateTimeSlots') => ({
    items: values[path],
    onChange: (items: string[]) => form.setFieldValue(path, items),
    error: errorOf(path),
  });
  const count = (path: 'minNumOfParticipants' | 'maxNumOfParticipants' | 'salesWindowDays') => ({
    value: values[path],
    onChange: (value: number | null) => form.setFieldValue(path, value),
    error: errorOf(path),
  });

  return (
    <Stack gap="md">
      <Textarea
        label="Cancellation policy"
        required
        autosize
        minRows={2}
        {...form.getInputProps('cancellationPolicy')}
        error={errorOf('cancellationPolicy')}
        description={`${values.cancellationPolicy.trim().length} / ${ACTIVITY_LIMITS.cancellationPolicyMax}`}
      />
      <ChipListEditor
        label="Languages (optional)"
        itemName="language"
        suggestions={LANGUAGE_OPTIONS}
        {...list('languages')}
      />
      <ChipListEditor
        label="Shared tour time slots"
        itemName="shared time slot"
        inputType="time"
        {...list('sharedTimeSlots')}
      />
      <ChipListEditor
        label="Private tour time slots"
        itemName="private time slot"
        inputType="time"
        {...list('privateTimeSlots')}
      />
      {optionalTexts.map(([path, label]) => (
        <Textarea
          key={path}
          label={label}
          autosize
          minRows={2}
          maxRows={10}
          {...form.getInputProps(path)}
          error={errorOf(path)}
        />
      ))}

      {values.isPass && (
        <Stack gap="xs">
          <Title order={2} size="h4">
            Highlights
          </Title>
          {values.highlights.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: form list rows are addressed by index ('highlights.1.text')
            <Group key={`highlight-${index}`} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={`Highlight ${index + 1}`}
                required
                {...form.getInputProps(`highlights.${index}.text`)}
                error={errorOf(`highlights.${index}.text`)}
              />
              {index > 0 && (
                <ActionIcon
                  mt={24}
                  size={44}
                  variant="subtle"
                  color="red"
                  onClick={() => form.removeListItem('highlights', index)}
                  aria-label={`Delete highlight ${index + 1}`}
                >
                  <IconTrash aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
          <ListFooter
            error={errorOf('highlights')}
            addLabel="Add highlight"
            onAdd={() => form.insertListItem('highlights', { text: '' })}
          />
        </Stack>
      )}

      <Group grow align="flex-start">
        <WholeNumberInput label="Minimum participants" required min={1} {...count('minNumOfParticipants')} />
        <WholeNumberInput label="Maximum participants" required min={1} {...count('maxNumOfParticipants')} />
      </Group>
      <Switch
        label="Private tours only"
        checked={values.isPrivateOnly}
        onChange={(e) => form.setFieldValue('isPrivateOnly', e.currentTarget.checked)}
      />
      <WholeNumberInput
        label="Sales window (days ahead)"
        description={`How many days ahead travellers can book: ${DEFAULT_SALES_WINDOW_DAYS} is a year. From ${SALES_WINDOW_MIN_DAYS} to ${SALES_WINDOW_MAX_DAYS}.`}
        required
        min={SALES_WINDOW_MIN_DAYS}
        max={SALES_WINDOW_MAX_DAYS}
        {...count('salesWindowDays')}
      />
    </Stack>
  );
}
