import { ChangePasswordForm } from '../../features/settings/ChangePasswordForm.tsx';

export function ChangePasswordPage() {
  return <ChangePasswordForm backTo="/settings" />;
}
