import { activityPath, eventPath, ratingAverage } from '@roteiro/domain/catalogue/storefront';
import {
  TTD_CANCELLATION_POLICY,
  type TThingsToDoFeed,
  type TTtdLocalizedTextSet,
  type TTtdOption,
  type TTtdProduct,
  ttdCategories,
  ttdMoney,
} from '@roteiro/domain/distribution/things-to-do';
import { LOCALES, type TLocale, withLocaleQuery } from '@roteiro/domain/i18n/locale';
import { lisbonDay } from '@roteiro/domain/time/lisbon';
import type { Executor } from '../../db/database.ts';
import { mediaUrl } from '../../platform/storage/uploads.ts';
import { listFeedActivities, listFeedEvents } from './things-to-do.repository.ts';

/** The options' names, in each language (pt-PT per docs' glossary: passeio partilhado / privado). */
const OPTION_TITLES: Record<'shared' | 'pass', Record<TLocale, string>> = {
  shared: { en: 'Shared tour', 'pt-PT': 'Passeio partilhado' },
  pass: { en: 'Pass', 'pt-PT': 'Passe' },
};
const privateTitle = (max: number): Record<TLocale, string> => ({
  en: `Private tour (up to ${max} ${max === 1 ? 'person' : 'people'})`,
  'pt-PT': `Passeio privado (até ${max} ${max === 1 ? 'pessoa' : 'pessoas'})`,
});

/** A text in English and, when written, in Portuguese. */
function texts(en: string, pt: string | null | undefined): TTtdLocalizedTextSet {
  return {
    localized_texts: [
      { language_code: 'en', text: en },
      ...(pt ? [{ language_code: 'pt-PT', text: pt }] : []),
    ],
  };
}

/** The page of a path: the plain URL negotiates the language; each language has its own. */
function landingPage(appUrl: string, path: string): TTtdOption['landing_page'] {
  return {
    url: `${appUrl}${path}`,
    localized_urls: {
      localized_texts: LOCALES.map((locale) => ({
        language_code: locale,
        text: `${appUrl}${withLocaleQuery(path, locale)}`,
      })),
    },
  };
}

/**
 * Google's Things to do product feed (issue 38; format in packages/domain/src/distribution/things-to-do.ts): every
 * public activity and pass as a product with its options (shared places per person, the private group, the pass),
 * and every coming event as its own product; landing pages in both languages, the reviews' rating and pictures,
 * what's included, and on every option the platform's refund rule and the categories Google has a label for.
 * One shard, processed as a snapshot: a product left out is removed from Google.
 */
export async function buildThingsToDoFeed(db: Executor, appUrl: string, now: Date): Promise<TThingsToDoFeed> {
  const [{ activities, media }, events] = await Promise.all([
    listFeedActivities(db),
    listFeedEvents(db, lisbonDay(now)),
  ]);
  const imagesOf = new Map<string, string[]>();
  for (const row of media) {
    const list = imagesOf.get(row.activityId) ?? [];
    list.push(`${appUrl}${mediaUrl(row.storageKey, 'details')}`);
    imagesOf.set(row.activityId, list);
  }
  const byId = new Map(activities.map((activity) => [activity.id, activity]));
  const products: TTtdProduct[] = [];
  for (const activity of activities) {
    const page = landingPage(appUrl, activityPath(activity));
    const common = {
      landing_page: page,
      duration_sec: activity.durationMinutes * 60,
      meeting_point: {
        location: {
          place_info: {
            name: activity.meetingPoint.slice(0, 300),
            coordinates: { latitude: activity.markerLat, longitude: activity.markerLng },
          },
        },
        description: texts(activity.meetingPoint, activity.meetingPointPt),
      },
      ...optionTerms(activity.categories),
    };
    const options: TTtdOption[] = [];
    if (activity.isPass) {
      options.push({
        id: `${activity.id}-pass`,
        title: texts(OPTION_TITLES.pass.en, OPTION_TITLES.pass['pt-PT']),
        price_options: [{ id: 'adult', price: ttdMoney(activity.priceCents) }],
        ...common,
      });
    } else {
      if (!activity.isPrivateOnly) {
        options.push({
          id: `${activity.id}-shared`,
          title: texts(OPTION_TITLES.shared.en, OPTION_TITLES.shared['pt-PT']),
          price_options: [{ id: 'adult', price: ttdMoney(activity.priceCents) }],
          ...common,
        });
      }
      if (activity.privatePriceCents !== null) {
        const title = privateTitle(activity.maxNumOfParticipants);
        // Google: a group booking's price is the group's total.
        options.push({
          id: `${activity.id}-private`,
          title: texts(title.en, title['pt-PT']),
          price_options: [{ id: 'group', price: ttdMoney(activity.privatePriceCents) }],
          ...common,
        });
      }
    }
    if (options.length === 0) {
      continue;
    }
    products.push(product(activity.id, activity, options, imagesOf.get(activity.id) ?? []));
  }
  for (const event of events) {
    const activity = byId.get(event.activityId);
    if (!activity) {
      continue;
    }
    const option: TTtdOption = {
      id: `event-${event.id}`,
      title: texts(
        `${event.title} (${event.eventDate})`,
        event.titlePt && `${event.titlePt} (${event.eventDate})`,
      ),
      landing_page: landingPage(appUrl, eventPath(event)),
      price_options: [{ id: 'adult', price: ttdMoney(event.priceCents) }],
      duration_sec: activity.durationMinutes * 60,
      ...optionTerms(activity.categories),
    };
    products.push(
      product(
        `event-${event.id}`,
        { ...activity, title: event.title, titlePt: event.titlePt },
        [option],
        imagesOf.get(activity.id) ?? [],
      ),
    );
  }
  return {
    feed_metadata: {
      shard_id: 0,
      total_shards_count: 1,
      processing_instruction: 'PROCESS_AS_SNAPSHOT',
      // The same for every shard of one upload; one shard here, so the moment it was made.
      nonce: now.getTime(),
    },
    products,
  };
}

/** What every option of an activity carries: the platform's refund rule and the categories Google has a label for. */
function optionTerms(categories: Parameters<typeof ttdCategories>[0]) {
  const labels = ttdCategories(categories);
  return {
    cancellation_policy: TTD_CANCELLATION_POLICY,
    ...(labels.length > 0 ? { option_categories: labels } : {}),
  };
}

function product(
  id: string,
  activity: {
    title: string;
    titlePt: string | null;
    description: string;
    descriptionPt: string | null;
    whatsIncluded: string | null;
    whatsIncludedPt: string | null;
    highlights: string[];
    highlightsPt: (string | null)[] | null;
    ratingCount: number;
    starsTotal: number;
  },
  options: TTtdOption[],
  images: string[],
): TTtdProduct {
  const average = ratingAverage(Number(activity.starsTotal), Number(activity.ratingCount));
  // What's included is one text as the admin writes it, so one feature (Google's sample has one per item); each
  // highlight is one, with its Portuguese version by position.
  const features: NonNullable<TTtdProduct['product_features']> = [
    ...(activity.whatsIncluded?.trim()
      ? [
          {
            feature_type: 'TEXT_FEATURE_INCLUSION' as const,
            value: texts(activity.whatsIncluded, activity.whatsIncludedPt),
          },
        ]
      : []),
    ...activity.highlights.flatMap((highlight, index) =>
      highlight.trim() === ''
        ? []
        : [
            {
              feature_type: 'TEXT_FEATURE_HIGHLIGHT' as const,
              value: texts(highlight, activity.highlightsPt?.[index]),
            },
          ],
    ),
  ];
  return {
    id,
    title: texts(activity.title, activity.titlePt),
    description: texts(activity.description, activity.descriptionPt),
    ...(features.length > 0 ? { product_features: features } : {}),
    ...(average !== null
      ? { rating: { average_value: average, rating_count: Number(activity.ratingCount) } }
      : {}),
    ...(images.length > 0
      ? { related_media: images.map((url) => ({ url, type: 'MEDIA_TYPE_PHOTO' as const })) }
      : {}),
    options,
    // Paid online, a booking is confirmed at once; its QR tickets come by e-mail, to show on a phone or print.
    confirmation_type: 'CONFIRMATION_TYPE_INSTANT',
    fulfillment_type: { mobile: true, print_at_home: true, pickup: false },
  };
}
