import { Badge } from '@mantine/core';
import type { TCommissionState } from '@roteiro/domain/affiliates/schemas';
import { useT } from '../../shared/i18n/useT.tsx';

const colors: Record<TCommissionState, string> = {
  expected: 'gray',
  pending: 'azulejo',
  paid: 'green',
  reversed: 'gray',
  clawed_back: 'orange',
};

/** A commission's state in the spec's words: Pending, Approved, Paid (and Reversed, Clawed back). */
export function CommissionStateBadge({ state }: { state: TCommissionState }) {
  const { t } = useT();
  return (
    <Badge color={colors[state]} variant={state === 'reversed' ? 'outline' : 'light'} data-state={state}>
      {t(`affiliate.state.${state}`)}
    </Badge>
  );
}
