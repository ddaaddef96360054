import { ROLES } from '@roteiro/domain/auth/roles';
import { menuFor, type TMenuEntry } from '@roteiro/domain/navigation/menus';
import { describe, expect, it } from 'vitest';
import { testTexts } from '../../shared/i18n/testTexts.ts';
import { menuLabelId } from './menuLabels.ts';

const [english, portuguese] = await Promise.all([
  testTexts('en', ['common']),
  testTexts('pt-PT', ['common']),
]);

const everyEntry: TMenuEntry[] = [null, ...ROLES].flatMap((role) =>
  [false, true].flatMap((hasFinishedSetUp) =>
    menuFor(role, { hasFinishedSetUp }).flatMap((entry): TMenuEntry[] =>
      entry.kind === 'group' ? [entry, ...entry.items] : [entry],
    ),
  ),
);

describe('menu labels', () => {
  it.each(everyEntry.filter((entry) => entry.kind !== 'slot'))(
    'names $label in both languages, as the spec writes it in English',
    (entry) => {
      const id = menuLabelId(entry);
      expect(id).not.toBeNull();
      if (!id || !('label' in entry)) {
        return;
      }
      expect(english.t(id)).toBe(entry.label);
      expect(portuguese.t(id)).not.toBe(id);
      expect(portuguese.t(id)).not.toBe('');
    },
  );
});
