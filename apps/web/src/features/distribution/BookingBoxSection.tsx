import { Alert, Skeleton, Stack, Title } from '@mantine/core';
import type { TEmbedOwnerKind } from '@roteiro/domain/distribution/embed';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { BookingBoxSettings } from './BookingBoxSettings.tsx';
import { useEmbedSettingsQuery } from './embedQueries.ts';

/**
 * The booking box for the owner's own site (issue 38), a section of the company's settings and of the affiliate's
 * dashboard (loaded with them, not a route of its own: the storefront's first load names every route).
 */
export function BookingBoxSection({ kind }: { kind: TEmbedOwnerKind }) {
  const texts = useT();
  const { t } = texts;
  const settings = useEmbedSettingsQuery(kind);
  return (
    <Stack gap="md" component="section" aria-labelledby="booking-box-title">
      <Title order={2} size="h3" id="booking-box-title">
        {t('account.embed.title')}
      </Title>
      {settings.isPending ? (
        <Skeleton height={200} />
      ) : settings.isError ? (
        <Alert color="red" role="alert">
          {errorText(settings.error, texts)}
        </Alert>
      ) : (
        <BookingBoxSettings settings={settings.data} />
      )}
    </Stack>
  );
}
