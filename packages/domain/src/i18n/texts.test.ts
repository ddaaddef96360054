import { describe, expect, it } from 'vitest';
import { bookingMessages } from '../booking/messages.ts';
import { messages } from '../messages/messages.ts';
import {
  defineTexts,
  english,
  readRef,
  refOf,
  registerTranslations,
  textRef,
  translateText,
  wordFrom,
  wordText,
  writeRef,
} from './texts.ts';

describe('text references', () => {
  it('name a text by its table and key, with its values', () => {
    expect(refOf(messages, 'notFound')).toEqual({ id: 'messages.notFound' });
    expect(refOf(bookingMessages, 'participantsMax', 20)).toEqual({
      id: 'booking.participantsMax',
      args: [20],
    });
    expect(textRef(bookingMessages, 'participantsMax', 20)).toBe('{{booking.participantsMax|[20]}}');
    expect(textRef(messages, 'notFound')).toBe('{{messages.notFound}}');
  });

  it('are read back from their string, and nothing else is', () => {
    expect(readRef(textRef(bookingMessages, 'participantsMax', 20))).toEqual({
      id: 'booking.participantsMax',
      args: [20],
    });
    expect(readRef(writeRef({ id: 'x.y', args: ['a}}b', 2] }))).toEqual({ id: 'x.y', args: ['a}}b', 2] });
    expect(readRef('Enter your name')).toBeNull();
    expect(readRef('{{not a ref}}')).toBeNull();
    expect(readRef('{{a.b|[{"x":1}]}}')).toBeNull();
    expect(readRef('{{a.b|[1,}}')).toBeNull();
  });

  it('are worded in English from their table; any other text passes as it is', () => {
    expect(english(textRef(bookingMessages, 'participantsMax', 20))).toBe('At most 20 participants');
    expect(english(refOf(messages, 'notFound'))).toBe(messages.notFound);
    expect(english('Plain words')).toBe('Plain words');
    expect(english('{{nowhere.nothing}}')).toBe('nowhere.nothing');
    expect(wordFrom({ hello: 'Olá' }, { id: 'greeting.hello' })).toBe('Olá');
    expect(wordFrom({ hello: 'Olá' }, { id: 'greeting.toString' })).toBeUndefined();
  });

  it('refuse two tables under one name', () => {
    const table = defineTexts('texts-test', { a: 'A' });
    expect(defineTexts('texts-test', table)).toBe(table);
    expect(() => defineTexts('texts-test', { a: 'B' })).toThrow('two tables of texts are named texts-test');
  });

  it('word a translation from its catalogue, written or compiled, and fall back to the English', () => {
    const table = defineTexts('texts-catalogue-test', {
      hello: 'Hello',
      places: (count: number) => `${count} places`,
      untranslated: 'Only English',
    });
    // As written (the tests, tsx): nested keys, ICU compiled when first worded.
    registerTranslations(table, 'pt-PT', {
      hello: 'Olá',
      places: '{0, plural, one {# lugar} other {# lugares}}',
    });
    expect(wordText(refOf(table, 'hello'), 'pt-PT')).toBe('Olá');
    expect(wordText(refOf(table, 'places', 1), 'pt-PT')).toBe('1 lugar');
    expect(wordText(refOf(table, 'places', 3), 'pt-PT')).toBe('3 lugares');
    expect(wordText(refOf(table, 'untranslated'), 'pt-PT')).toBe('Only English');
    expect(wordText(refOf(table, 'places', 3), 'en')).toBe('3 places');
    expect(translateText(textRef(table, 'hello'), 'pt-PT')).toBe('Olá');
    expect(translateText('A name', 'pt-PT')).toBe('A name');
    expect(wordText({ id: 'texts-catalogue-test.nothing' }, 'pt-PT')).toBeUndefined();
    // As the build compiles it (scripts/catalogues.mjs): ids with their namespace, a plural as a choice on the count.
    registerTranslations(table, 'pt-PT', {
      'texts-catalogue-test.places': [
        ['0', 'select', { 1: [['0#'], ' lugar'], other: [['0#'], ' lugares'] }],
      ],
    });
    expect(wordText(refOf(table, 'places', 12345), 'pt-PT')).toBe('12\u00a0345 lugares');
    expect(wordText(refOf(table, 'hello'), 'pt-PT')).toBe('Olá');
  });
});
