import { AccountSettingsScreen } from '../../features/settings/AccountSettingsScreen.tsx';

/** /company/settings (catalogue.md §6): company information, the company profile, change password. */
export function CompanySettingsPage() {
  return (
    <AccountSettingsScreen
      entries={[
        { label: 'Company information', to: '/company/settings/basic-information' },
        { label: 'Company profile', to: '/company/settings/profile' },
        { label: 'Change password', to: '/company/settings/change-password' },
      ]}
    />
  );
}
