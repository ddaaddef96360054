import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { ACTIVITY_LIMITS, LANGUAGE_OPTIONS } from '@roteiro/domain/catalogue/activity';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { ChipListEditor } from './ChipListEditor.tsx';
import type { TStepProps } from './wizardTypes.ts';

const optionalTexts = [
  ['notSuitableFor', 'Not suitable for (optional)'],
  ['whatsIncluded', "What's included (optional)"],
  ['whatToExpect', 'What to expect (optional)'],
  ['additionalInfo', 'Additional information (optional)'],
  ['accessibility', 'Accessibility (optional)'],
] as const;

/** Step 3, About this activity: policy, languages, time slots, texts, highlights (passes), group size. */
export function AboutStep({ form, errorOf }: TStepProps) {
  const { values } = form;
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
        items={values.languages}
        suggestions={LANGUAGE_OPTIONS}
        onChange={(list) => form.setFieldValue('languages', list)}
        error={errorOf('languages')}
      />
      <ChipListEditor
        label="Shared tour time slots"
        itemName="shared time slot"
        inputType="time"
        items={values.sharedTimeSlots}
        onChange={(list) => form.setFieldValue('sharedTimeSlots', list)}
        error={errorOf('sharedTimeSlots')}
      />
      <ChipListEditor
        label="Private tour time slots"
        itemName="private time slot"
        inputType="time"
        items={values.privateTimeSlots}
        onChange={(list) => form.setFieldValue('privateTimeSlots', list)}
        error={errorOf('privateTimeSlots')}
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
          {errorOf('highlights') && (
            <Text size="sm" c="red">
              {errorOf('highlights')}
            </Text>
          )}
          <Button
            variant="light"
            w="fit-content"
            leftSection={<IconPlus aria-hidden />}
            onClick={() => form.insertListItem('highlights', { text: '' })}
          >
            Add highlight
          </Button>
        </Stack>
      )}

      <Group grow align="flex-start">
        <NumberInput
          label="Minimum participants"
          required
          min={1}
          allowDecimal={false}
          value={values.minNumOfParticipants ?? ''}
          onChange={(v) => form.setFieldValue('minNumOfParticipants', v === '' ? null : Number(v))}
          error={errorOf('minNumOfParticipants')}
        />
        <NumberInput
          label="Maximum participants"
          required
          min={1}
          allowDecimal={false}
          value={values.maxNumOfParticipants ?? ''}
          onChange={(v) => form.setFieldValue('maxNumOfParticipants', v === '' ? null : Number(v))}
          error={errorOf('maxNumOfParticipants')}
        />
      </Group>
      <Switch
        label="Private tours only"
        checked={values.isPrivateOnly}
        onChange={(e) => form.setFieldValue('isPrivateOnly', e.currentTarget.checked)}
      />
    </Stack>
  );
}
