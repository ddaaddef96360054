import { ActionIcon, Group, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import {
  DEFAULT_SALES_WINDOW_DAYS,
  SALES_WINDOW_MAX_DAYS,
  SALES_WINDOW_MIN_DAYS,
} from '@roteiro/domain/booking/rules';
import { ACTIVITY_LIMITS, LANGUAGE_OPTIONS } from '@roteiro/domain/catalogue/activity';
import { IconTrash } from '@tabler/icons-react';
import { useT } from '../../shared/i18n/useT.tsx';
import { ChipListEditor } from './ChipListEditor.tsx';
import { ListFooter } from './ListFooter.tsx';
import { WholeNumberInput } from './WholeNumberInput.tsx';
import type { TStepProps } from './wizardTypes.ts';

const optionalTexts = [
  ['notSuitableFor', 'authoring.about.notSuitableFor'],
  ['whatsIncluded', 'authoring.about.whatsIncluded'],
  ['whatToExpect', 'authoring.about.whatToExpect'],
  ['additionalInfo', 'authoring.about.additionalInfo'],
  ['accessibility', 'authoring.about.accessibility'],
] as const;

/** Step 3, About this activity: policy, languages, time slots, texts, highlights (passes), group size, sales window. */
export function AboutStep({ form, errorOf }: TStepProps) {
  const { t } = useT();
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
        label={t('authoring.about.cancellationPolicy')}
        required
        autosize
        minRows={2}
        {...form.getInputProps('cancellationPolicy')}
        error={errorOf('cancellationPolicy')}
        description={`${values.cancellationPolicy.trim().length} / ${ACTIVITY_LIMITS.cancellationPolicyMax}`}
      />
      <ChipListEditor
        label={t('authoring.about.languages')}
        inputLabel={t('authoring.about.newLanguage')}
        lastItemNote={t('authoring.about.lastLanguage')}
        suggestions={LANGUAGE_OPTIONS}
        {...list('languages')}
      />
      <ChipListEditor
        label={t('authoring.about.sharedSlots')}
        inputLabel={t('authoring.about.newSharedSlot')}
        lastItemNote={t('authoring.about.lastSharedSlot')}
        inputType="time"
        {...list('sharedTimeSlots')}
      />
      <ChipListEditor
        label={t('authoring.about.privateSlots')}
        inputLabel={t('authoring.about.newPrivateSlot')}
        lastItemNote={t('authoring.about.lastPrivateSlot')}
        inputType="time"
        {...list('privateTimeSlots')}
      />
      {optionalTexts.map(([path, label]) => (
        <Textarea
          key={path}
          label={t(label)}
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
            {t('authoring.about.highlights')}
          </Title>
          {values.highlights.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: form list rows are addressed by index ('highlights.1.text')
            <Group key={`highlight-${index}`} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t('authoring.about.highlight', { number: index + 1 })}
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
                  aria-label={t('authoring.about.deleteHighlight', { number: index + 1 })}
                >
                  <IconTrash aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
          <ListFooter
            error={errorOf('highlights')}
            addLabel={t('authoring.about.addHighlight')}
            onAdd={() => form.insertListItem('highlights', { text: '' })}
          />
        </Stack>
      )}

      <Group grow align="flex-start">
        <WholeNumberInput
          label={t('authoring.about.minParticipants')}
          required
          min={1}
          {...count('minNumOfParticipants')}
        />
        <WholeNumberInput
          label={t('authoring.about.maxParticipants')}
          required
          min={1}
          {...count('maxNumOfParticipants')}
        />
      </Group>
      <Switch
        label={t('authoring.about.privateOnly')}
        checked={values.isPrivateOnly}
        onChange={(e) => form.setFieldValue('isPrivateOnly', e.currentTarget.checked)}
      />
      <WholeNumberInput
        label={t('authoring.about.salesWindow')}
        description={t('authoring.about.salesWindowHelp', {
          year: DEFAULT_SALES_WINDOW_DAYS,
          min: SALES_WINDOW_MIN_DAYS,
          max: SALES_WINDOW_MAX_DAYS,
        })}
        required
        min={SALES_WINDOW_MIN_DAYS}
        max={SALES_WINDOW_MAX_DAYS}
        {...count('salesWindowDays')}
      />
    </Stack>
  );
}
