import { ProfileForm } from '../../features/settings/ProfileForm.tsx';
import { useT } from '../../shared/i18n/useT.tsx';

export function BasicInformationPage() {
  const { t } = useT();
  return <ProfileForm variant="basic" title={t('account.settings.basicInformation')} backTo="/settings" />;
}
