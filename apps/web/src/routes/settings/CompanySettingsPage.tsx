import { AccountSettingsScreen } from '../../features/settings/AccountSettingsScreen.tsx';
import { useT } from '../../shared/i18n/useT.tsx';

/** /company/settings (catalogue.md §6): company information, the company profile, change password. */
export function CompanySettingsPage() {
  const { t } = useT();
  return (
    <AccountSettingsScreen
      entries={[
        { label: t('account.settings.companyInformation'), to: '/company/settings/basic-information' },
        { label: t('account.settings.companyProfile'), to: '/company/settings/profile' },
        { label: t('account.settings.changePassword'), to: '/company/settings/change-password' },
      ]}
    />
  );
}
