import { AFFILIATE_MAX_COMMISSION_BASIS_POINTS } from '@roteiro/domain/affiliates/rules';
import {
  BOOKING_CUTOFF_MINUTES,
  BOOKING_HOLD_MINUTES,
  DEFAULT_SALES_WINDOW_DAYS,
  REFUND_RULE,
} from '@roteiro/domain/booking/rules';
import { REFERRAL_TTL_MS } from '@roteiro/domain/referral/referral';
import { describe, expect, it } from 'vitest';
import { testTexts } from '../../shared/i18n/testTexts.ts';
import { faqTopics, searchFaq } from './faqEntries.ts';

const FAQ_TOPICS = faqTopics(await testTexts('en', ['faq']));
const FAQ_TOPICS_PT = faqTopics(await testTexts('pt-PT', ['faq']));

const answerOf = (id: string) =>
  FAQ_TOPICS.flatMap((topic) => topic.entries).find((entry) => entry.id === id)?.answer ?? '';

describe('FAQ answers', () => {
  it('state the rules the product applies, from the same constants', () => {
    expect(answerOf('refund-rule')).toBe(REFUND_RULE);
    expect(BOOKING_CUTOFF_MINUTES).toBe(120);
    expect(answerOf('booking-cutoff')).toContain('2 hours before');
    expect(BOOKING_HOLD_MINUTES).toBe(30);
    expect(answerOf('booking-hold')).toContain('held for 30 minutes');
    // Each activity sells as far ahead as its admin sets; new ones (and the seeded ones) a year.
    expect(DEFAULT_SALES_WINDOW_DAYS).toBe(365);
    expect(answerOf('booking-horizon')).toContain('For most tours, up to a year (365 days) ahead');
    expect(REFERRAL_TTL_MS).toBe(4 * 3_600_000);
    expect(answerOf('referral-validity')).toContain('For 4 hours');
    expect(AFFILIATE_MAX_COMMISSION_BASIS_POINTS).toBe(2000);
    expect(answerOf('affiliate-program')).toContain('up to 20 %');
    expect(answerOf('ticket-qr')).toContain('Each person');
    expect(answerOf('ticket-scan')).toContain('scans each QR code at the start');
  });

  it('cover the five topics, with unique ids', () => {
    expect(FAQ_TOPICS.map((topic) => topic.title)).toEqual([
      'Booking',
      'Tickets',
      'Refunds and cancellations',
      'Guides',
      'Affiliates',
    ]);
    const ids = FAQ_TOPICS.flatMap((topic) => topic.entries.map((entry) => entry.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('searchFaq', () => {
  it('keeps the questions holding every word, ignoring case and accents', () => {
    const found = searchFaq(FAQ_TOPICS, 'QR  scanned');
    expect(found.flatMap((topic) => topic.entries.map((entry) => entry.id))).toEqual(['ticket-scan']);
    expect(searchFaq(FAQ_TOPICS, 'refúnd').map((topic) => topic.id)).toContain('refunds');
  });
  it('gives everything for an empty search and nothing for a word nowhere', () => {
    expect(searchFaq(FAQ_TOPICS, '  ')).toHaveLength(FAQ_TOPICS.length);
    expect(searchFaq(FAQ_TOPICS, 'zeppelin')).toEqual([]);
  });
});

describe('FAQ in Portuguese', () => {
  const answerPt = (id: string) =>
    FAQ_TOPICS_PT.flatMap((topic) => topic.entries).find((entry) => entry.id === id)?.answer ?? '';

  it('states the same rules, from the same constants, in Portuguese words', () => {
    expect(answerPt('refund-rule')).toBe(
      'Cancelamento gratuito: cancele até 24 horas antes do início e receba o reembolso total. Os cancelamentos posteriores não são reembolsados.',
    );
    expect(answerPt('booking-cutoff')).toContain('fecham 2 horas antes');
    expect(answerPt('booking-hold')).toContain('durante 30 minutos');
    expect(answerPt('booking-horizon')).toContain('Na maioria dos passeios, até um ano (365 dias) antes');
    expect(answerPt('referral-validity')).toContain('Durante 4 horas');
    expect(answerPt('affiliate-program')).toContain('até 20 %');
    expect(FAQ_TOPICS_PT.map((topic) => topic.title)).toEqual([
      'Reservas',
      'Bilhetes',
      'Reembolsos e cancelamentos',
      'Guias',
      'Afiliados',
    ]);
  });

  it('has every question and answer of the English one, with no id left untranslated', () => {
    const entries = FAQ_TOPICS_PT.flatMap((topic) => topic.entries);
    expect(entries.map((entry) => entry.id)).toEqual(
      FAQ_TOPICS.flatMap((topic) => topic.entries).map((entry) => entry.id),
    );
    for (const entry of entries) {
      expect(`${entry.question} ${entry.answer} ${entry.link?.label ?? ''}`).not.toMatch(/faq\./);
    }
  });

  it('searches without accents in Portuguese too', () => {
    expect(searchFaq(FAQ_TOPICS_PT, 'codigo qr').map((topic) => topic.id)).toContain('tickets');
  });
});
