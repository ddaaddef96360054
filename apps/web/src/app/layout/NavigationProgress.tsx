import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';
import { useT } from '../../shared/i18n/useT.tsx';

/** A thin bar at the top while the next page's code loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const { t } = useT();
  if (navigation.state === 'idle') {
    return null;
  }
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      color="terracotta"
      aria-label={t('common.layout.loadingPage')}
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 400 }}
    />
  );
}
