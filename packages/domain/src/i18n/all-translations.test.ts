import { describe, expect, it } from 'vitest';
import { TRANSLATED_TABLES } from './all-translations.ts';
import { isTranslated, namespaceOf, type TTextArg, wordText } from './texts.ts';

/** The highest `{n}` a message reads, plus one: how many values it takes. */
const argCount = (message: string) =>
  Math.max(0, ...[...message.matchAll(/\{(\d+)\s*[,}]/g)].map((match) => Number(match[1]) + 1));

describe('the Portuguese catalogues of the domain tables', () => {
  for (const [table, catalogue] of TRANSLATED_TABLES) {
    const namespace = namespaceOf(table);
    const english = table as Readonly<Record<string, unknown>>;
    const portuguese = catalogue as Readonly<Record<string, string>>;

    it(`${namespace}: translates every text of the table, and only those`, () => {
      expect(Object.keys(english).filter((key) => !(key in portuguese))).toEqual([]);
      expect(Object.keys(portuguese).filter((key) => !(key in english))).toEqual([]);
    });

    it(`${namespace}: reads the values its English takes, and words them`, () => {
      for (const [key, message] of Object.entries(portuguese)) {
        const text = english[key];
        const takes = typeof text === 'function' ? text.length : 0;
        expect(argCount(message), `${namespace}.${key}`).toBeLessThanOrEqual(takes);
        expect(isTranslated(`${namespace}.${key}`, 'pt-PT')).toBe(true);
        for (const value of [1, 3]) {
          const args: TTextArg[] = Array.from({ length: takes }, (_, index) =>
            // A day for the texts that read one, a number for the others.
            key === 'scanPastDay' ? '2026-11-20' : value + index,
          );
          const worded = wordText({ id: `${namespace}.${key}`, args }, 'pt-PT') ?? '';
          expect(worded, `${namespace}.${key}`).not.toMatch(/[{}]/);
          expect(worded.length).toBeGreaterThan(0);
          expect(worded).not.toBe(wordText({ id: `${namespace}.${key}`, args }, 'en'));
        }
      }
    });
  }

  it('words plurals, prices and days in Portuguese', () => {
    expect(wordText({ id: 'checkin.onlyRoomFor', args: [1] }, 'pt-PT')).toBe(
      'Só cabe mais 1 pessoa neste grupo.',
    );
    expect(wordText({ id: 'checkin.onlyRoomFor', args: [3] }, 'pt-PT')).toBe(
      'Só cabem mais 3 pessoas neste grupo.',
    );
    expect(wordText({ id: 'scheduling.tomorrowNeedingSeats', args: [0] }, 'pt-PT')).toBe(
      'Neste momento, nenhuma atividade de amanhã tem lugares em falta.',
    );
    expect(wordText({ id: 'scheduling.tomorrowNeedingSeats', args: [2] }, 'pt-PT')).toBe(
      'Ainda há 2 atividades de amanhã com lugares em falta.',
    );
    expect(wordText({ id: 'counter.confirmCash', args: [1250] }, 'pt-PT')).toBe(
      'Confirme que recebeu 12,50\u00a0€ em dinheiro do cliente. Os bilhetes são emitidos de imediato.',
    );
    expect(wordText({ id: 'counter.scanPastDay', args: ['2026-11-20'] }, 'pt-PT')).toBe(
      'Este bilhete era para 20 de novembro de 2026. Já não pode ser utilizado.',
    );
    expect(wordText({ id: 'counter.confirmCash', args: [1250] }, 'en')).toContain('€12.50');
  });
});
