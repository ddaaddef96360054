import { ChangePasswordForm } from '../../features/settings/ChangePasswordForm.tsx';

export function GuiderChangePasswordPage() {
  return <ChangePasswordForm backTo="/guider/settings" />;
}
