import {
  ZEventTranslationTexts,
  ZTicketTranslationTexts,
} from '@roteiro/domain/catalogue/event-ticket-translation';
import { ZActivityTranslationTexts } from '@roteiro/domain/catalogue/translation';
import { describe, expect, it } from 'vitest';
import { demoActivityTextsPt, demoEventTextsPt, demoTicketTextsPt } from './seed-content-pt.ts';
import { demoActivities } from './seed-data.ts';
import { demoTickets } from './seed-tickets.ts';

describe('the demo activities in Portuguese', () => {
  it('translates every demo activity but the day pass, by its English title, within the English limits', () => {
    expect(Object.keys(demoActivityTextsPt).sort()).toEqual(
      demoActivities
        .map((a) => a.title)
        .filter((title) => title !== 'Lisbon river and tram day pass')
        .sort(),
    );
    for (const [title, texts] of Object.entries(demoActivityTextsPt)) {
      const parsed = ZActivityTranslationTexts.safeParse(texts);
      expect(parsed.success, `${title}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('has as many stops and highlights as the English, where it translates them', () => {
    for (const activity of demoActivities) {
      const texts = demoActivityTextsPt[activity.title];
      if (texts?.stops) {
        expect(texts.stops).toHaveLength(activity.stops.length);
      }
      if (texts?.highlights) {
        expect(texts.highlights).toHaveLength(activity.highlights.length);
      }
    }
  });
});

describe('the demo events and tickets in Portuguese', () => {
  it('translates every demo ticket but the tram day ticket, by its English title, within the English limits', () => {
    expect(Object.keys(demoTicketTextsPt).sort()).toEqual(
      demoTickets
        .map((ticket) => ticket.title)
        .filter((title) => title !== 'Lisbon tram 28 day ticket')
        .sort(),
    );
    for (const [title, texts] of Object.entries(demoTicketTextsPt)) {
      const parsed = ZTicketTranslationTexts.safeParse(texts);
      expect(parsed.success, `${title}: ${parsed.error?.message}`).toBe(true);
      expect(parsed.data?.title && parsed.data.description).toBeTruthy();
    }
    for (const [title, texts] of Object.entries(demoEventTextsPt)) {
      expect(ZEventTranslationTexts.safeParse(texts).success, title).toBe(true);
    }
  });
});
