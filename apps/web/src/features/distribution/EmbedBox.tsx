import { Alert, Anchor, Box, Select, Stack, Text, Title } from '@mantine/core';
import { EMBED_OWNER_KINDS, type TEmbedOwnerKind } from '@roteiro/domain/distribution/embed';
import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';
import { useActivityDetailsQuery } from '../catalogue-public/catalogueQueries.ts';
import { useDocumentTitle } from '../catalogue-public/useDocumentTitle.ts';
import { referralCodeFromSearch } from '../referral/referral.ts';
import { useEmbedBoxQuery } from './embedQueries.ts';

// The storefront's own booking box (slot picker, places, prices, checkout), loaded with this page.
const BookingWidget = lazy(() =>
  importWithRetry(() => import('../booking/BookingWidget.tsx')).then((module) => ({
    default: module.BookingWidget,
  })),
);

const isOwnerKind = (value: string | undefined): value is TEmbedOwnerKind =>
  (EMBED_OWNER_KINDS as readonly (string | undefined)[]).includes(value);

/** One activity's box: its title and the booking widget; payment opens in a new tab (it may not be framed). */
function ActivityBox({ activityId, referralCode }: { activityId: string; referralCode: string | null }) {
  const texts = useT();
  const { t } = texts;
  const details = useActivityDetailsQuery(activityId);
  const [checkoutUrl, setCheckoutUrl] = useState<string | null>(null);
  if (details.isPending) {
    return <PageLoader />;
  }
  if (details.isError) {
    return (
      <Alert color="red" role="alert">
        {errorText(details.error, texts)}
      </Alert>
    );
  }
  const handleCheckout = (url: string) => {
    const opened = window.open(url, '_blank');
    if (opened) {
      opened.opener = null;
    }
    setCheckoutUrl(url);
  };
  return (
    <Stack gap="md">
      <Title order={1} fz="h3">
        {details.data.title}
      </Title>
      {checkoutUrl ? (
        <Alert color="teal" role="status" data-testid="embed-payment-opened">
          <Text size="sm">{t('booking.embed.paymentOpened')}</Text>
          <Anchor href={checkoutUrl} target="_blank" rel="noopener" fw={600}>
            {t('booking.embed.openPayment')}
          </Anchor>
        </Alert>
      ) : (
        <Suspense fallback={<PageLoader />}>
          <BookingWidget activity={details.data} onCheckoutUrl={handleCheckout} referralCode={referralCode} />
        </Suspense>
      )}
    </Stack>
  );
}

/**
 * /embed/{company|affiliate}/{id}[?activity=][&referral=]: the booking box another site frames (issue 38), with no
 * storefront chrome: one activity, or a choice of the owner's. The referral code (an affiliate's) is kept by the
 * layout as on any page, and handed to the booking widget from the address (a framed page's storage may be
 * blocked); the server lets only the owner's registered sites frame it.
 */
export function EmbedBox() {
  const texts = useT();
  const { t } = texts;
  const { kind, id: ownerId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const ownerKind = isOwnerKind(kind) ? kind : 'company';
  const box = useEmbedBoxQuery(ownerKind, ownerId);
  const wanted = searchParams.get('activity');
  // An affiliate's snippet carries its code: the box attributes its bookings even where the frame cannot store it.
  const referralCode = referralCodeFromSearch(`?${searchParams.toString()}`);
  useDocumentTitle(t('booking.embed.title'));
  const [chosen, setChosen] = useState<string | null>(null);
  if (!isOwnerKind(kind)) {
    return <Alert color="red">{t('booking.embed.unavailable')}</Alert>;
  }
  if (box.isPending) {
    return <PageLoader />;
  }
  if (box.isError) {
    return (
      <Box p="md">
        <Alert color="red" role="alert">
          {box.error.status === 404 ? t('booking.embed.unavailable') : errorText(box.error, texts)}
        </Alert>
      </Box>
    );
  }
  const { activities } = box.data;
  const single = wanted ? activities.find((activity) => activity.id === wanted) : undefined;
  const activityId = single?.id ?? chosen ?? (activities.length === 1 ? activities[0]?.id : null) ?? null;
  return (
    <Box p="md" maw={560} mx="auto">
      <Stack gap="md">
        {!single && activities.length > 1 && (
          <Select
            label={t('booking.embed.chooseActivity')}
            placeholder={t('booking.embed.chooseActivity')}
            data={activities.map((activity) => ({ value: activity.id, label: activity.title }))}
            value={activityId}
            onChange={setChosen}
            searchable
            allowDeselect={false}
          />
        )}
        {activities.length === 0 && <Text>{t('booking.embed.nothingToBook')}</Text>}
        {activityId && <ActivityBox key={activityId} activityId={activityId} referralCode={referralCode} />}
        <Text size="xs" c="dimmed" ta="center">
          <Anchor href="/" target="_blank" rel="noopener" c="dimmed">
            {t('booking.embed.poweredBy')}
          </Anchor>
        </Text>
      </Stack>
    </Box>
  );
}
