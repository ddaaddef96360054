import { ProfileForm } from '../../features/settings/ProfileForm.tsx';
import { useT } from '../../shared/i18n/useT.tsx';

export function CompanyInformationPage() {
  const { t } = useT();
  return (
    <ProfileForm
      variant="company"
      title={t('account.settings.companyInformation')}
      backTo="/company/settings"
    />
  );
}
