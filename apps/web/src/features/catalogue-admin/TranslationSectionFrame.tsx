import { Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { TTranslationState } from '@roteiro/domain/catalogue/translation';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useT } from '../../shared/i18n/useT.tsx';
import type { ApiError } from '../../shared/lib/api.ts';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { loadFailureText } from './authoringTexts.ts';

type TTranslationSectionFrameProps = {
  /** The stored translation's read: its loading and failure are shown here; null for an item not created yet. */
  translation: UseQueryResult<unknown, ApiError> | null;
  /** How far the item is translated, once read. */
  state: TTranslationState | null;
  /** What the section is for, under its heading. */
  help: string;
  /** The form, once the translation is read and the admin opened the section. */
  renderForm: () => React.ReactNode;
};

/** The colour of a translation state's badge, here and in the admins' lists. */
export const translationStateColor = (state: TTranslationState) =>
  state === 'complete' ? 'teal' : state === 'partial' ? 'yellow' : 'gray';

/**
 * The "Portuguese texts" section of an item's edit page (issue 36: activities, events, tickets): its heading and
 * translation state, and its form, closed until the admin opens it so the English form reads as before.
 */
export function TranslationSectionFrame({
  translation,
  state,
  help,
  renderForm,
}: TTranslationSectionFrameProps) {
  const texts = useT();
  const { t } = texts;
  const headingId = useId();
  const [isOpen, setOpen] = useState(false);

  let body: React.ReactNode = null;
  if (translation?.isError) {
    body = (
      <ErrorState
        title={t('authoring.translation.loadFailed')}
        message={loadFailureText(translation.error, texts)}
        onRetry={retryFor(translation)}
        isRetrying={translation.isFetching}
      />
    );
  } else if (translation && !translation.data) {
    body = <Loader size="sm" aria-label={t('authoring.actions.loading')} />;
  } else if (isOpen) {
    body = renderForm();
  } else {
    body = (
      <Group>
        <Button variant="light" onClick={() => setOpen(true)}>
          {t('authoring.translation.open')}
        </Button>
      </Group>
    );
  }

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {t('authoring.translation.heading')}
          </Title>
          {state && (
            <Badge variant="light" color={translationStateColor(state)}>
              {t(`authoring.manage.translation.${state}`)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {help}
        </Text>
        {body}
      </Stack>
    </Paper>
  );
}

/** An English text shown for reference beside its Portuguese field, marked as English for screen readers. */
export function OriginalText({ text }: { text: string }) {
  const { t } = useT();
  return (
    <>
      {t('authoring.translation.original')} <span lang="en">{text}</span>
    </>
  );
}
