import { ProfileForm } from '../../features/settings/ProfileForm.tsx';

export function GuiderInformationPage() {
  return <ProfileForm variant="guider" title="Personal information" backTo="/guider/settings" />;
}
