import { ChangePasswordForm } from '../../features/settings/ChangePasswordForm.tsx';

export function CompanyChangePasswordPage() {
  return <ChangePasswordForm backTo="/company/settings" />;
}
