import { Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { AccountSettingsScreen } from '../../features/settings/AccountSettingsScreen.tsx';
import { useT } from '../../shared/i18n/useT.tsx';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';

// The booking box for the company's own site (issue 38): its code comes after the settings' own.
const BookingBoxSection = lazy(() =>
  importWithRetry(() => import('../../features/distribution/BookingBoxSection.tsx')).then((module) => ({
    default: module.BookingBoxSection,
  })),
);

/**
 * /company/settings (catalogue.md §6): company information, the company profile, change password; and the booking
 * box for the company's own site.
 */
export function CompanySettingsPage() {
  const { t } = useT();
  return (
    <>
      <AccountSettingsScreen
        entries={[
          { label: t('account.settings.companyInformation'), to: '/company/settings/basic-information' },
          { label: t('account.settings.companyProfile'), to: '/company/settings/profile' },
          { label: t('account.settings.changePassword'), to: '/company/settings/change-password' },
        ]}
      />
      <Container size="sm" pb="xl">
        <Suspense fallback={null}>
          <BookingBoxSection kind="company" />
        </Suspense>
      </Container>
    </>
  );
}
