import type { TMenuActionId } from '@roteiro/domain/navigation/menus';
import { useOpenPaymentDashboard } from '../../features/company/useOpenPaymentDashboard.ts';
import { useSignOutMutation } from '../../features/session/useSignOutMutation.ts';

/**
 * The menu actions only signed-in users have (sign out, payment dashboard), handled here so their code
 * loads with the signed-in menus; every other action goes to `onAction` (the navbar's dialogs).
 */
export function useAccountActions(onAction: (action: TMenuActionId) => void) {
  const signOut = useSignOutMutation();
  const paymentDashboard = useOpenPaymentDashboard();
  return (action: TMenuActionId) => {
    if (action === 'signOut') {
      signOut.mutate();
    } else if (action === 'openPaymentDashboard') {
      paymentDashboard.open();
    } else {
      onAction(action);
    }
  };
}
