import { Center, Loader } from '@mantine/core';
import { useT } from '../i18n/useT.tsx';

/** A centred loader for a page (or a guard) that is waiting for data. */
export function PageLoader() {
  const { t } = useT();
  return (
    <Center mih="50vh" py="xl" role="status" aria-label={t('common.layout.loading')}>
      <Loader size="lg" />
    </Center>
  );
}
