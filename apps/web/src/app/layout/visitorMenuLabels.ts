import type { TMenuEntry } from '@roteiro/domain/navigation/menus';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { useT } from '../../shared/i18n/useT.tsx';

/** The visitor's menu entries (operations.md §2) in the storefront's language, by where they lead. */
const VISITOR_LABELS: Partial<Record<string, TMessageId>> = {
  '/login': 'common.nav.login',
  '/manage-booking': 'common.nav.manageBooking',
  openQuote: 'common.nav.requestQuote',
};

/** An entry's label: the visitor's entries translated, every signed-in menu as the spec writes it (English). */
export function useVisitorMenuLabel(): (entry: TMenuEntry) => string {
  const { t } = useT();
  return (entry) => {
    const key = entry.kind === 'link' ? entry.path : entry.kind === 'action' ? entry.action : '';
    const id = VISITOR_LABELS[key];
    return id ? t(id) : 'label' in entry ? entry.label : '';
  };
}
