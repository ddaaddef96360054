import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { useOnboardingLinkQuery } from '../../features/affiliates/affiliateQueries.ts';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import { errorText } from '../../shared/i18n/errorText.ts';
import { useT } from '../../shared/i18n/useT.tsx';
import { retryFor } from '../../shared/lib/loadFailure.ts';
import { ErrorState } from '../../shared/ui/ErrorState.tsx';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

/**
 * /affiliate/{accountId}: fetches a fresh onboarding link for the affiliate's own payment account and
 * goes there (also the provider's "refresh" address). Visitors sign in first and come back here.
 */
export function AffiliateOnboardingRedirectPage() {
  const texts = useT();
  const { t } = texts;
  const { accountId = '' } = useParams();
  const session = useSessionQuery();
  const user = session.data?.user;
  const isAffiliate = user?.role === 'affiliate';
  const link = useOnboardingLinkQuery(accountId, isAffiliate);

  // This address only leads on: the provider's page takes its place in the history, so Back from there returns to
  // the page before it instead of landing here and being sent on again.
  useEffect(() => {
    if (link.data?.url) {
      window.location.replace(link.data.url);
    }
  }, [link.data?.url]);

  if (session.isPending) {
    return <PageLoader />;
  }
  if (!user) {
    return <Navigate to={`/login?redirect=${encodeURIComponent(`/affiliate/${accountId}`)}`} replace />;
  }
  if (!isAffiliate) {
    return <Navigate to="/home" replace />;
  }
  if (link.isError) {
    return (
      <ErrorState
        title={t('affiliate.onboarding.failed')}
        message={errorText(link.error, texts)}
        onRetry={retryFor(link)}
        isRetrying={link.isFetching}
      >
        {/* The page has no header: the dashboard is the way on when trying again cannot help. */}
        <Button component={Link} to="/affiliate/dashboard" variant="default">
          {t('affiliate.onboarding.goToDashboard')}
        </Button>
      </ErrorState>
    );
  }
  return (
    <Center mih="60vh" role="status">
      <Stack align="center" gap="sm">
        <Loader size="lg" />
        <Text>{t('affiliate.onboarding.redirecting')}</Text>
      </Stack>
    </Center>
  );
}
