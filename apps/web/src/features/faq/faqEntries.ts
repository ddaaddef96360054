import {
  AFFILIATE_DEFAULT_DISCOUNT_BASIS_POINTS,
  AFFILIATE_MAX_COMMISSION_BASIS_POINTS,
} from '@roteiro/domain/affiliates/rules';
import {
  BOOKING_CUTOFF_MINUTES,
  BOOKING_HOLD_MINUTES,
  DEFAULT_SALES_WINDOW_DAYS,
  REFUND_CUTOFF_HOURS,
  refundRule,
} from '@roteiro/domain/booking/rules';
import { REFERRAL_TTL_MS } from '@roteiro/domain/referral/referral';
import type { TMessageId } from '../../shared/i18n/messageIds.ts';
import type { TMessageValues, useT } from '../../shared/i18n/useT.tsx';

/*
 * The questions of /frequently-asked-questions, in the page's language (the `faq` catalogue). Every number and
 * rule comes from the domain constants the product applies (booking cut-off and hold, refund rule, referral
 * validity, affiliate commission), so the answers cannot drift from what the booking flow and the server do
 * (faqEntries.test.ts).
 */

/** A page of the app an answer points to (only pages that exist). */
export type TFaqLink = { label: string; to: string };
export type TFaqEntry = { id: string; question: string; answer: string; link?: TFaqLink };
export type TFaqTopic = { id: string; title: string; entries: TFaqEntry[] };

const percent = (basisPoints: number) => `${basisPoints / 100} %`;
const referralHours = REFERRAL_TTL_MS / 3_600_000;

type TEntrySource = {
  id: string;
  values?: TMessageValues;
  answer?: string;
  link?: { label: string; to: string };
};

/** Each topic's questions, by id (the catalogue's `faq.entries.<id>`), with what their texts say. */
function topicSources(duration: (minutes: number) => string): { id: string; entries: TEntrySource[] }[] {
  const hours = { hours: REFUND_CUTOFF_HOURS };
  return [
    {
      id: 'booking',
      entries: [
        { id: 'how-to-book', link: { label: 'browseActivities', to: '/discover' } },
        { id: 'booking-cutoff', values: { cutoff: duration(BOOKING_CUTOFF_MINUTES) } },
        // Each activity has its own sales window: the answer states the default most of them keep.
        { id: 'booking-horizon', values: { days: DEFAULT_SALES_WINDOW_DAYS } },
        { id: 'booking-hold', values: { hold: duration(BOOKING_HOLD_MINUTES) } },
        { id: 'private-tours' },
        { id: 'passes', link: { label: 'passes', to: '/unlock' } },
        { id: 'custom-trip', link: { label: 'concierge', to: '/concierge' } },
      ],
    },
    { id: 'tickets', entries: [{ id: 'ticket-qr' }, { id: 'ticket-scan' }, { id: 'ticket-lost' }] },
    {
      id: 'refunds',
      entries: [
        { id: 'refund-rule' },
        { id: 'refund-late', values: hours },
        { id: 'refund-how' },
        { id: 'reschedule', values: hours },
      ],
    },
    {
      id: 'guides',
      entries: [
        { id: 'who-are-guides' },
        { id: 'languages', link: { label: 'browseActivities', to: '/discover' } },
        { id: 'meeting-point' },
        { id: 'become-guide', link: { label: 'registerCompany', to: '/guider/register' } },
      ],
    },
    {
      id: 'affiliates',
      entries: [
        {
          id: 'affiliate-program',
          values: { percent: percent(AFFILIATE_MAX_COMMISSION_BASIS_POINTS) },
          link: { label: 'becomeAffiliate', to: '/affiliates' },
        },
        { id: 'referral-validity', values: { hours: referralHours } },
        { id: 'discount-code', values: { percent: percent(AFFILIATE_DEFAULT_DISCOUNT_BASIS_POINTS) } },
        { id: 'affiliate-payment' },
      ],
    },
  ];
}

/** The FAQ's topics in the language of `texts`. */
export function faqTopics({
  t,
  duration,
  locale,
}: Pick<ReturnType<typeof useT>, 't' | 'duration' | 'locale'>): TFaqTopic[] {
  // The ids are the catalogue's: `faq.topics.<topic>`, `faq.entries.<id>.question|answer`, `faq.links.<label>`.
  const text = (id: string, values?: TMessageValues) => t(id as TMessageId, values);
  return topicSources(duration).map((topic) => ({
    id: topic.id,
    title: text(`faq.topics.${topic.id}`),
    entries: topic.entries.map((entry) => ({
      id: entry.id,
      question: text(`faq.entries.${entry.id}.question`, entry.values),
      // The refund rule is the domain's, in the same words everywhere.
      answer:
        entry.id === 'refund-rule'
          ? refundRule(locale)
          : text(`faq.entries.${entry.id}.answer`, entry.values),
      ...(entry.link ? { link: { label: text(`faq.links.${entry.link.label}`), to: entry.link.to } } : {}),
    })),
  }));
}

/** Lower case without accents, so "reembolso" finds "Reembolso" and "sintra" finds "Sintra". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The topics with only the questions whose question or answer holds every word of `search`. */
export function searchFaq(topics: readonly TFaqTopic[], search: string): TFaqTopic[] {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) {
    return [...topics];
  }
  return topics
    .map((topic) => ({
      ...topic,
      entries: topic.entries.filter((entry) => {
        const text = foldText(`${topic.title} ${entry.question} ${entry.answer}`);
        return words.every((word) => text.includes(word));
      }),
    }))
    .filter((topic) => topic.entries.length > 0);
}
