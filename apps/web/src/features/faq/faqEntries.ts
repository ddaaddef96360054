import {
  AFFILIATE_DEFAULT_DISCOUNT_BASIS_POINTS,
  AFFILIATE_MAX_COMMISSION_BASIS_POINTS,
} from '@roteiro/domain/affiliates/rules';
import {
  BOOKING_CUTOFF_MINUTES,
  BOOKING_HOLD_MINUTES,
  BOOKING_HORIZON_DAYS,
  REFUND_CUTOFF_HOURS,
  REFUND_RULE,
} from '@roteiro/domain/booking/rules';
import { REFERRAL_TTL_MS } from '@roteiro/domain/referral/referral';
import { formatDuration } from '@roteiro/domain/time/format';

/*
 * The questions of /frequently-asked-questions. Every number and rule comes from the domain constants the
 * product applies (booking cut-off and hold, refund rule, referral validity, affiliate commission), so the
 * answers cannot drift from what the booking flow and the server do (faqEntries.test.ts).
 */

/** A page of the app an answer points to (only pages that exist). */
export type TFaqLink = { label: string; to: string };
export type TFaqEntry = { id: string; question: string; answer: string; link?: TFaqLink };
export type TFaqTopic = { id: string; title: string; entries: TFaqEntry[] };

const percent = (basisPoints: number) => `${basisPoints / 100} %`;
const referralHours = REFERRAL_TTL_MS / 3_600_000;

export const FAQ_TOPICS: TFaqTopic[] = [
  {
    id: 'booking',
    title: 'Booking',
    entries: [
      {
        id: 'how-to-book',
        question: 'How do I book a tour?',
        answer:
          'Open the tour’s page, choose a day, a time and how many of you are coming, then pay online with a card. Your booking is confirmed as soon as the payment goes through, and your tickets arrive by e-mail.',
        link: { label: 'Browse activities', to: '/discover' },
      },
      {
        id: 'booking-cutoff',
        question: 'How late can I book?',
        answer: `Online booking closes ${formatDuration(BOOKING_CUTOFF_MINUTES)} before a tour starts, so the guide knows who is coming. For a later start, choose another time or contact us on WhatsApp.`,
      },
      {
        id: 'booking-horizon',
        question: 'How far ahead can I book?',
        answer: `Up to ${BOOKING_HORIZON_DAYS} days ahead. Dates further away open as the calendar moves on.`,
      },
      {
        id: 'booking-hold',
        question: 'Are my places kept while I pay?',
        answer: `Yes: your places are held for ${formatDuration(BOOKING_HOLD_MINUTES)} while you pay. A booking that is not paid within that time is canceled and its places go back on sale; nothing is charged.`,
      },
      {
        id: 'private-tours',
        question: 'What is the difference between a shared and a private tour?',
        answer:
          'On a shared tour you join other travellers and pay per person. A private tour is only for your group, at a price per group. Each tour’s page shows which of the two it offers and its prices.',
      },
      {
        id: 'passes',
        question: 'What is a pass?',
        answer:
          'A pass departs again and again through the day, from its first to its last departure, so you pick the departure that suits you. The price is per person.',
        link: { label: 'See the passes', to: '/unlock' },
      },
      {
        id: 'custom-trip',
        question: 'Can you plan a whole trip or a transfer for us?',
        answer:
          'Yes. Our concierge team plans trips in Portugal and arranges private transfers between airports and cities. Send a quote request and we reply by e-mail with a plan and a price.',
        link: { label: 'Concierge and transfers', to: '/concierge' },
      },
    ],
  },
  {
    id: 'tickets',
    title: 'Tickets',
    entries: [
      {
        id: 'ticket-qr',
        question: 'How do my tickets work?',
        answer:
          'Each person on a booking gets a ticket with its own QR code, sent by e-mail after payment. Show the QR codes on your phone or on paper at the meeting point when the tour starts.',
      },
      {
        id: 'ticket-scan',
        question: 'Who checks the tickets?',
        answer:
          'Your guide scans each QR code at the start of the tour. A ticket counts once: after it has been scanned, the same QR code cannot be used again.',
      },
      {
        id: 'ticket-lost',
        question: 'I cannot find the e-mail with my tickets. What do I do?',
        answer:
          'Use “Manage your booking” in the menu with your booking reference and the e-mail address you booked with to see your booking and its tickets again.',
      },
    ],
  },
  {
    id: 'refunds',
    title: 'Refunds and cancellations',
    entries: [
      {
        id: 'refund-rule',
        question: 'Can I cancel my booking?',
        answer: REFUND_RULE,
      },
      {
        id: 'refund-late',
        question: `What if I cancel less than ${REFUND_CUTOFF_HOURS} hours before the start?`,
        answer: `Within ${REFUND_CUTOFF_HOURS} hours of the start a booking can no longer be canceled or refunded: the guide and the places are already set aside for you. You can still move it to another time before then.`,
      },
      {
        id: 'refund-how',
        question: 'How do I cancel, and where does the money go?',
        answer:
          'Open your booking through “Manage your booking” (or the link in your confirmation e-mail) and cancel it there. The refund goes back to the card you paid with; banks usually show it within 5 to 10 working days.',
      },
      {
        id: 'reschedule',
        question: 'Can I change the date or time instead?',
        answer: `Yes, from “Manage your booking”, up to ${REFUND_CUTOFF_HOURS} hours before the start, for another time of the same tour with enough places. We send you the new tickets.`,
      },
    ],
  },
  {
    id: 'guides',
    title: 'Guides',
    entries: [
      {
        id: 'who-are-guides',
        question: 'Who are the guides?',
        answer:
          'Local tour companies and the guides who work for them. Each company joins Roteiro with a registration code from our team, and staffs the tours it chooses to run.',
      },
      {
        id: 'languages',
        question: 'In which languages are the tours?',
        answer:
          'Each tour’s page lists the languages its guides speak; choose the tour in the language you prefer.',
        link: { label: 'Browse activities', to: '/discover' },
      },
      {
        id: 'meeting-point',
        question: 'Where do I meet my guide?',
        answer:
          'At the meeting point shown on the tour’s page and in your confirmation e-mail, with a map. Please arrive a few minutes early so the guide can scan your tickets before the start.',
      },
      {
        id: 'become-guide',
        question: 'How does a tour company join Roteiro?',
        answer:
          'Ask our team for a registration code (for example through the WhatsApp chat in the footer), then create the company’s account with it. The company then adds its guides.',
        link: { label: 'Register your company', to: '/guider/register' },
      },
    ],
  },
  {
    id: 'affiliates',
    title: 'Affiliates',
    entries: [
      {
        id: 'affiliate-program',
        question: 'What is the affiliate program?',
        answer: `Hotels, hosts and creators who recommend our tours earn a commission of up to ${percent(AFFILIATE_MAX_COMMISSION_BASIS_POINTS)} of each booking made through their link or discount code.`,
        link: { label: 'Become an affiliate', to: '/affiliates' },
      },
      {
        id: 'referral-validity',
        question: 'How long does an affiliate’s link count?',
        answer: `For ${referralHours} hours after a traveller opens it: a booking made in that time, in the same browser, counts for the affiliate.`,
      },
      {
        id: 'discount-code',
        question: 'What does an affiliate’s discount code give me?',
        answer: `Travellers who enter an affiliate’s discount code at checkout get ${percent(AFFILIATE_DEFAULT_DISCOUNT_BASIS_POINTS)} off, and the booking counts for that affiliate.`,
      },
      {
        id: 'affiliate-payment',
        question: 'How are affiliates paid?',
        answer:
          'A commission is expected once a booking is paid, approved when the tour has run, and then paid to the affiliate’s payment account. The affiliate dashboard shows each stage.',
      },
    ],
  },
];

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
