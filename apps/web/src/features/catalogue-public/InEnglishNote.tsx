import { Text } from '@mantine/core';
import { useT } from '../../shared/i18n/useT.tsx';

/**
 * The visible note of a card (or a map point) whose own words are shown in English to a reader of another
 * language, because they are not translated yet (issue 36); the English words themselves carry lang="en".
 */
export function InEnglishNote() {
  const { t } = useT();
  return (
    <Text fz="xs" c="dimmed" data-testid="in-english-note">
      {t('common.card.inEnglish')}
    </Text>
  );
}
