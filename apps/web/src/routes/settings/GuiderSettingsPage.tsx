import { AccountSettingsScreen } from '../../features/settings/AccountSettingsScreen.tsx';

/** /guider/settings (catalogue.md §6): personal information and change password. */
export function GuiderSettingsPage() {
  return (
    <AccountSettingsScreen
      entries={[
        { label: 'Personal information', to: '/guider/settings/basic-information' },
        { label: 'Change password', to: '/guider/settings/change-password' },
        { label: 'My tours and payments', to: '/guider/payments' },
      ]}
    />
  );
}
