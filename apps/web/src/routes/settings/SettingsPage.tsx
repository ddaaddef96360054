import { Navigate } from 'react-router';
import { useSessionQuery } from '../../features/session/useSessionQuery.ts';
import {
  AccountSettingsScreen,
  type TSettingsEntry,
} from '../../features/settings/AccountSettingsScreen.tsx';
import { useT } from '../../shared/i18n/useT.tsx';

/** /settings: 'Basic information' and, for accounts that sign in with a password, 'Change password'. */
export function SettingsPage() {
  const { t } = useT();
  const role = useSessionQuery().data?.user?.role;
  if (role === 'company') {
    return <Navigate to="/company/settings" replace />;
  }
  if (role === 'employee') {
    return <Navigate to="/guider/settings" replace />;
  }
  const entries: TSettingsEntry[] = [
    { label: t('account.settings.basicInformation'), to: '/settings/basic-information' },
  ];
  // Affiliates sign in with e-mailed links: they have no password to change.
  if (role === 'admin' || role === 'vendor' || role === 'traveller') {
    entries.push({ label: t('account.settings.changePassword'), to: '/settings/change-password' });
  }
  return <AccountSettingsScreen entries={entries} />;
}
