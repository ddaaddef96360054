import { ProfileForm } from '../../features/settings/ProfileForm.tsx';
import { useT } from '../../shared/i18n/useT.tsx';

export function GuiderInformationPage() {
  const { t } = useT();
  return (
    <ProfileForm
      variant="guider"
      title={t('account.settings.personalInformation')}
      backTo="/guider/settings"
    />
  );
}
