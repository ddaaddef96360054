import { ProfileForm } from '../../features/settings/ProfileForm.tsx';

export function BasicInformationPage() {
  return <ProfileForm variant="basic" title="Basic information" backTo="/settings" />;
}
