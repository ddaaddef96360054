import { ProfileForm } from '../../features/settings/ProfileForm.tsx';

export function CompanyInformationPage() {
  return <ProfileForm variant="company" title="Company information" backTo="/company/settings" />;
}
