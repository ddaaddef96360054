import type { Event, ItemAvailability, Offer, Place, Product, WithContext } from 'schema-dts';
import type { findActivityRatingJsonLd } from '../reviews/reviews.service.ts';

/** The reviews' part of a Product: its AggregateRating and first reviews. */
type TRatingJsonLd = NonNullable<Awaited<ReturnType<typeof findActivityRatingJsonLd>>>;

/**
 * The schema.org JSON-LD of the storefront's pages (issue 38), typed by schema-dts so a wrong field fails
 * type-checking. An activity or a pass is a Product with its Offer (Google's rich results read Product; see
 * docs/decisions.md), an event an Event. Texts are in the page's language; URLs are absolute.
 */

/** A price in cents as schema.org's decimal text: 2500 → '25.00'. */
export const schemaPrice = (cents: number): string => (cents / 100).toFixed(2);

const AVAILABILITY: Record<'inStock' | 'soldOut', ItemAvailability> = {
  inStock: 'https://schema.org/InStock',
  soldOut: 'https://schema.org/SoldOut',
};

export type TOfferFacts = { priceCents: number; url: string; isSoldOut: boolean };

function offer(facts: TOfferFacts): Offer {
  return {
    '@type': 'Offer',
    price: schemaPrice(facts.priceCents),
    priceCurrency: 'EUR',
    availability: AVAILABILITY[facts.isSoldOut ? 'soldOut' : 'inStock'],
    url: facts.url,
  };
}

export type TActivityJsonLdFacts = {
  name: string;
  description: string;
  url: string;
  imageUrls: string[];
  /** The price a traveller sees first: per person when shared places are sold, else the private group's. */
  offer: TOfferFacts;
  /** Its reviews' rating and first reviews, when it has any. */
  rating: TRatingJsonLd | null;
};

/** A details page's Product: name, description, pictures, its Offer, and its rating when reviewed. */
export function activityJsonLd(facts: TActivityJsonLdFacts): WithContext<Product> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: facts.name,
    description: facts.description,
    url: facts.url,
    ...(facts.imageUrls.length > 0 ? { image: facts.imageUrls } : {}),
    offers: offer(facts.offer),
    ...(facts.rating ?? {}),
  };
}

export type TPlaceFacts = {
  meetingPoint: string;
  city: string;
  latitude: number;
  longitude: number;
};

function place(facts: TPlaceFacts): Place {
  return {
    '@type': 'Place',
    name: facts.meetingPoint,
    address: {
      '@type': 'PostalAddress',
      streetAddress: facts.meetingPoint,
      addressLocality: facts.city,
      addressCountry: 'PT',
    },
    geo: { '@type': 'GeoCoordinates', latitude: facts.latitude, longitude: facts.longitude },
  };
}

export type TEventJsonLdFacts = {
  name: string;
  description: string;
  url: string;
  imageUrls: string[];
  /** Lisbon wall time with its offset: '2026-12-04T21:00:00+00:00'. */
  startDate: string;
  endDate: string | null;
  place: TPlaceFacts;
  offer: TOfferFacts;
};

/** An event page's Event: when (with Lisbon's offset), where, and its Offer; held in person, as scheduled. */
export function eventJsonLd(facts: TEventJsonLdFacts): WithContext<Event> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: facts.name,
    description: facts.description,
    url: facts.url,
    ...(facts.imageUrls.length > 0 ? { image: facts.imageUrls } : {}),
    startDate: facts.startDate,
    ...(facts.endDate ? { endDate: facts.endDate } : {}),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: place(facts.place),
    offers: offer(facts.offer),
  };
}
