import type { TMenuEntry } from '@roteiro/domain/navigation/menus';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import { useT } from '../../shared/i18n/useT.tsx';

/** The catalogue id of a menu entry's label (`common.nav.<key>`), or null for an entry without one. */
export function menuLabelId(entry: TMenuEntry): TMessageId | null {
  return 'key' in entry && entry.key ? (`common.nav.${entry.key}` as TMessageId) : null;
}

/**
 * Every menu's entries (operations.md §2) in the page's language: the English catalogue holds the spec's labels as
 * written, the Portuguese one their translations; an entry without a key keeps the menu's own label.
 */
export function useMenuLabel(): (entry: TMenuEntry) => string {
  const { t } = useT();
  return (entry) => {
    const id = menuLabelId(entry);
    return id ? t(id) : 'label' in entry ? entry.label : '';
  };
}
