import { AccountSettingsScreen } from '../../features/settings/AccountSettingsScreen.tsx';
import { useT } from '../../shared/i18n/useT.tsx';

/** /guider/settings (catalogue.md §6): personal information and change password. */
export function GuiderSettingsPage() {
  const { t } = useT();
  return (
    <AccountSettingsScreen
      entries={[
        { label: t('account.settings.personalInformation'), to: '/guider/settings/basic-information' },
        { label: t('account.settings.changePassword'), to: '/guider/settings/change-password' },
        { label: t('account.settings.toursAndPayments'), to: '/guider/payments' },
      ]}
    />
  );
}
