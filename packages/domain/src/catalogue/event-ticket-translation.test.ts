import { describe, expect, it } from 'vitest';
import {
  EVENT_TRANSLATED_TEXTS,
  itemTranslationState,
  overlayItemTexts,
  readEventTranslationTexts,
  readTicketTranslationTexts,
  TICKET_TRANSLATED_TEXTS,
  ZEventTranslationTexts,
  ZTicketTranslationTexts,
} from './event-ticket-translation.ts';

const ticket = {
  title: 'Oceanário de Lisboa',
  description: 'One of the largest aquariums in Europe.',
  priceCents: 2500,
};

describe('overlayItemTexts', () => {
  it('shows every text in English, and says so, without a translation', () => {
    const { texts, english } = overlayItemTexts(ticket, TICKET_TRANSLATED_TEXTS, null);
    expect(texts).toEqual(ticket);
    expect(english).toEqual(['title', 'description']);
  });

  it('lays the translated texts over the English ones and lists only the missing ones', () => {
    const { texts, english } = overlayItemTexts(ticket, TICKET_TRANSLATED_TEXTS, {
      title: 'Oceanário de Lisboa',
      description: undefined,
    });
    expect(texts).toEqual({ ...ticket, title: 'Oceanário de Lisboa' });
    expect(english).toEqual(['description']);
    const full = overlayItemTexts(ticket, TICKET_TRANSLATED_TEXTS, {
      title: 'Oceanário',
      description: 'Um dos maiores aquários da Europa.',
    });
    expect(full.texts.description).toBe('Um dos maiores aquários da Europa.');
    expect(full.texts.priceCents).toBe(2500);
    expect(full.english).toEqual([]);
  });

  it('treats an empty translated text as missing', () => {
    const { texts, english } = overlayItemTexts({ title: 'Fado night' }, EVENT_TRANSLATED_TEXTS, {
      title: '',
    });
    expect(texts.title).toBe('Fado night');
    expect(english).toEqual(['title']);
  });
});

describe('itemTranslationState', () => {
  it('is none, partial or complete by how many texts are translated', () => {
    expect(itemTranslationState(ticket, TICKET_TRANSLATED_TEXTS, null)).toBe('none');
    expect(itemTranslationState(ticket, TICKET_TRANSLATED_TEXTS, { description: 'Um aquário.' })).toBe(
      'partial',
    );
    expect(
      itemTranslationState(ticket, TICKET_TRANSLATED_TEXTS, { title: 'Oceanário', description: 'Aquário.' }),
    ).toBe('complete');
    expect(
      itemTranslationState({ title: 'Fado night' }, EVENT_TRANSLATED_TEXTS, { title: 'Noite de fado' }),
    ).toBe('complete');
  });
});

describe('the translation schemas', () => {
  it('keep only the texts written (trimmed), and refuse unknown texts', () => {
    expect(ZTicketTranslationTexts.parse({ title: '  Oceanário ', description: '' })).toEqual({
      title: 'Oceanário',
    });
    expect(ZEventTranslationTexts.safeParse({ title: 'Noite', description: 'x' }).success).toBe(false);
  });

  it("refuse texts longer than the English field's limit, naming the field", () => {
    const result = ZTicketTranslationTexts.safeParse({
      title: 'x'.repeat(161),
      description: 'y'.repeat(751),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'description',
      'title',
    ]);
    expect(
      ZTicketTranslationTexts.safeParse({ title: 'x'.repeat(160), description: 'y'.repeat(750) }).success,
    ).toBe(true);
  });

  it('read a stored translation, an invalid one as nothing translated', () => {
    expect(readEventTranslationTexts({ title: 'Noite de fado' })).toEqual({ title: 'Noite de fado' });
    expect(readEventTranslationTexts(null)).toEqual({});
    expect(readTicketTranslationTexts({ title: 42 })).toEqual({});
    expect(readTicketTranslationTexts({ description: 'Aquário.' })).toEqual({ description: 'Aquário.' });
  });
});
