import { randomUUID } from 'node:crypto';
import { DEFAULT_SALES_WINDOW_DAYS } from '@roteiro/domain/booking/rules';
import { type TActivityData, ZActivityInput } from '@roteiro/domain/catalogue/activity';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import sharp from 'sharp';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { createAccount } from '../modules/accounts/accounts.service.ts';
import {
  type CatalogueAdminDeps,
  changeActivityFlags,
  createActivity,
} from '../modules/catalogue-admin/activity-admin.service.ts';
import type { Adapters } from '../platform/adapters.ts';
import { isTestPaymentProvider } from '../platform/payments/test-payment-provider.ts';
import { storeUpload } from '../platform/storage/uploads.ts';
import { seedAffiliateAccount, seedAffiliateEarnings } from './seed-affiliate.ts';
import { demoArticles, juneFestivalSvg } from './seed-blog.ts';
import { seedArticleTextsPt } from './seed-blog-pt.ts';
import { seedBookings } from './seed-bookings.ts';
import { seedActivityTextsPt, seedEventAndTicketTextsPt } from './seed-content-pt.ts';
import {
  DEMO_PASSWORD,
  DEMO_PRIVATE_SLOTS,
  type DemoActivity,
  demoAccounts,
  demoActivities,
} from './seed-data.ts';
import { type SceneName, sceneSvg } from './seed-images.ts';
import { seedReseller } from './seed-reseller.ts';
import { seedReviews } from './seed-reviews.ts';
import { seedRuns } from './seed-runs.ts';
import { demoSitePages } from './seed-site-pages.ts';
import { seedTickets } from './seed-tickets.ts';
import { seedVendorSales } from './seed-vendor-sales.ts';

export type SeedDeps = {
  db: Db;
  adapters: Pick<Adapters, 'storage' | 'payments'>;
  config: Pick<Config, 'appUrl' | 'authSecret'>;
  log?: CatalogueAdminDeps['log'];
};

async function sceneImage(
  deps: SeedDeps,
  scene: SceneName,
  cache: Map<SceneName, Awaited<ReturnType<typeof storeUpload>>>,
) {
  const cached = cache.get(scene);
  if (cached) {
    return cached;
  }
  const png = await sharp(Buffer.from(sceneSvg(scene)))
    .png()
    .toBuffer();
  const stored = await storeUpload({ db: deps.db, storage: deps.adapters.storage }, png, {
    accept: 'image',
    purpose: 'activity',
    ownerUserId: null,
    isPublic: true,
  });
  cache.set(scene, stored);
  return stored;
}

/**
 * Two evening events on the Alfama walk (the first demo activity), so the event pages, their booking and the
 * sitemap's event entries have something to show: a fado night in two weeks and Santo António's eve (12 June).
 */
async function seedEvents(db: Db, activityIds: string[], today: string) {
  const alfama = activityIds[0];
  if (!alfama) {
    return;
  }
  const year = Number(today.slice(0, 4));
  const santoAntonio = `${today.slice(5) <= '06-12' ? year : year + 1}-06-12`;
  await db
    .insertInto('event')
    .values([
      {
        title: 'Fado night in Alfama',
        activityId: alfama,
        priceCents: 3500,
        eventDate: addDays(today, 14),
        eventTime: '21:00',
      },
      {
        title: "Santo António's eve in Alfama",
        activityId: alfama,
        priceCents: 2500,
        eventDate: santoAntonio,
        eventTime: '20:00',
      },
    ])
    .execute();
}

/** The demo blog's three articles, published, each with its own cover stored like an uploaded one, two with Portuguese texts. */
async function seedBlog(deps: SeedDeps, adminId: string) {
  const now = Date.now();
  for (const article of demoArticles) {
    const svg = article.cover === 'june-festival' ? juneFestivalSvg() : sceneSvg(article.cover);
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    const cover = await storeUpload({ db: deps.db, storage: deps.adapters.storage }, png, {
      accept: 'image',
      purpose: 'blog',
      ownerUserId: null,
      isPublic: true,
    });
    const publishedAt = new Date(now - article.daysAgo * 24 * 60 * 60 * 1000);
    const { id } = await deps.db
      .insertInto('blog_article')
      .values({
        slug: article.slug,
        title: article.title,
        description: article.description,
        body: article.body,
        coverKey: cover.key,
        status: 'published',
        publishedAt,
        createdBy: adminId,
        updatedAt: publishedAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await seedArticleTextsPt(deps.db, id, article.slug);
  }
}

/** About, Contracts and Privacy in English and Portuguese, as saved by the demo admin. */
async function seedSitePages(db: Db, adminId: string) {
  // Migration 0043 wrote the same texts without an author: the demo shows them as saved by its admin.
  await db
    .insertInto('site_page')
    .values(demoSitePages.map((page) => ({ ...page, updatedBy: adminId })))
    .onConflict((oc) => oc.columns(['key', 'locale']).doUpdateSet({ updatedBy: adminId }))
    .execute();
}

/** A plain identity-document picture for the demo employees (stored privately, like real uploads). */
async function documentImage(deps: SeedDeps, label: string, ownerUserId: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540"><rect width="856" height="540" rx="32" fill="#e8eef7"/><rect x="40" y="40" width="200" height="260" rx="12" fill="#9fb3cf"/><text x="280" y="110" font-family="sans-serif" font-size="40" fill="#1f4e8c">${label}</text><text x="280" y="180" font-family="sans-serif" font-size="28" fill="#333">DEMO DOCUMENT</text></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  const stored = await storeUpload({ db: deps.db, storage: deps.adapters.storage }, png, {
    accept: 'image',
    purpose: 'employee-document',
    ownerUserId,
    isPublic: false,
  });
  return stored.key;
}

/** A demo activity as the wizard would send it: the seed saves through the same authoring service. */
function activityInput(
  activity: DemoActivity,
  media: { cover: { key: string }; gallery: { key: string }[] },
): TActivityData {
  return ZActivityInput.parse({
    title: activity.title,
    description: activity.description,
    categories: activity.categories,
    durationMinutes: activity.durationMinutes,
    isPass: activity.isPass,
    priceCents: activity.priceCents,
    privatePriceCents: activity.privatePriceCents,
    marketPriceCents: activity.marketPriceCents,
    guiderPaymentCents: activity.guiderPaymentCents,
    scheduleInfo: activity.isPass
      ? { firstDeparture: '09:30', lastDeparture: '19:00', frequencyMinutes: 15 }
      : null,
    coverKey: media.cover.key,
    galleryKeys: media.gallery.map((g) => g.key),
    videoKeys: [],
    cancellationPolicy: 'Free cancellation up to 24 hours before the activity starts.',
    whatsIncluded: 'A licensed local guide; all transport during the tour.',
    whatToExpect: 'Comfortable shoes recommended: Lisbon is the city of seven hills.',
    languages: ['English', 'Portuguese'],
    sharedTimeSlots: activity.sharedTimeSlots,
    privateTimeSlots: DEMO_PRIVATE_SLOTS,
    highlights: activity.isPass ? activity.highlights.map((text) => ({ text })) : [],
    minNumOfParticipants: 2,
    maxNumOfParticipants: activity.isPass ? 40 : 8,
    isPrivateOnly: false,
    salesWindowDays: DEFAULT_SALES_WINDOW_DAYS,
    meetingPoint: activity.meetingPoint,
    marker: activity.marker,
    city: activity.city,
    stops: activity.stops,
  });
}

function endTime(start: string, durationMinutes: number): string {
  const [h = 0, m = 0] = start.split(':').map(Number);
  const total = Math.min(h * 60 + m + durationMinutes, 23 * 60 + 59);
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/**
 * A demo company's payment account as the provider holds it: in test mode its onboarding is completed
 * (as the company would on the provider's page), so the app and the provider agree it is set up. With a
 * real provider nobody can onboard for the company: the flag follows what the provider says.
 */
async function paymentAccountSetUp(
  deps: SeedDeps,
  company: { email: string; name: string },
  companyId: string,
) {
  const { payments } = deps.adapters;
  const { accountId } = await payments.createConnectedAccount({
    email: company.email,
    businessName: company.name,
    country: 'PT',
    metadata: { companyId },
  });
  if (isTestPaymentProvider(payments)) {
    await payments.completeTestOnboarding(accountId);
  }
  const { detailsSubmitted } = await payments.getAccountStatus(accountId);
  return { accountId, detailsSubmitted };
}

/** A demo account's language: its own where the demo data gives one, else English. */
const localeOf = (entry: object): TLocale => ('locale' in entry ? (entry.locale as TLocale) : 'en');

/** A coherent demo: accounts of every role, activities with pictures, and groups for today and tomorrow. */
export async function seedDemo(deps: SeedDeps): Promise<void> {
  const { db } = deps;
  const account = (
    email: string,
    name: string,
    role: 'admin' | 'company' | 'employee' | 'vendor' | 'affiliate',
    locale: TLocale = 'en',
  ) => createAccount(db, { email, name, role, password: DEMO_PASSWORD, emailVerified: true, locale });

  const admin = await account(demoAccounts.admin.email, demoAccounts.admin.name, 'admin');

  const companyIds: string[] = [];
  for (const company of demoAccounts.companies) {
    const { id } = await account(company.email, company.name, 'company', localeOf(company));
    companyIds.push(id);
    const payment = company.hasFinishedSetUp ? await paymentAccountSetUp(deps, company, id) : null;
    await db
      .insertInto('company')
      .values({
        id,
        name: company.name,
        phoneNumber: company.phoneNumber,
        messagingId: company.messagingId,
        numberOfSeats: company.numberOfSeats,
        city: company.city,
        line1: company.line1,
        line2: company.line2,
        postalCode: company.postalCode,
        taxId: company.taxId,
        paymentAccountId: payment?.accountId ?? null,
        hasFinishedSetUp: payment?.detailsSubmitted ?? false,
      })
      .execute();
    for (const employee of company.employees) {
      const user = await account(employee.email, employee.name, 'employee', localeOf(employee));
      await db
        .insertInto('employee')
        .values({
          companyId: id,
          email: employee.email,
          name: employee.name,
          driversLicenseKey: await documentImage(deps, `Driving licence · ${employee.name}`, id),
          citizenCardKey: await documentImage(deps, `Citizen card · ${employee.name}`, id),
          userId: user.id,
          registrationFinished: true,
        })
        .execute();
    }
  }

  const vendor = await account(
    demoAccounts.vendor.email,
    demoAccounts.vendor.name,
    'vendor',
    demoAccounts.vendor.locale,
  );
  const vendorRow = await db
    .insertInto('vendor')
    .values({
      email: demoAccounts.vendor.email,
      name: demoAccounts.vendor.name,
      userId: vendor.id,
      registeredAt: new Date(),
      createdBy: admin.id,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const affiliateUser = await account(demoAccounts.affiliate.email, demoAccounts.affiliate.name, 'affiliate');
  const affiliate = await db
    .insertInto('affiliate')
    .values({
      name: demoAccounts.affiliate.name,
      email: demoAccounts.affiliate.email,
      userId: affiliateUser.id,
      discountCode: demoAccounts.affiliate.discountCode,
      discountBasisPoints: 1000,
      commissionRateBasisPoints: 1500,
    })
    .returning(['id', 'email', 'discountBasisPoints'])
    .executeTakeFirstOrThrow();
  await seedAffiliateAccount(
    { db, payments: deps.adapters.payments },
    { ...affiliate, discountCode: demoAccounts.affiliate.discountCode },
  );

  const authoring: CatalogueAdminDeps = {
    db,
    storage: deps.adapters.storage,
    payments: deps.adapters.payments,
    appUrl: deps.config.appUrl,
    log: deps.log ?? { error: () => undefined },
  };
  const images = new Map<SceneName, Awaited<ReturnType<typeof storeUpload>>>();
  const today = lisbonDay(new Date());
  const [tejo] = companyIds;
  const activityIds: string[] = [];
  for (const activity of demoActivities) {
    const cover = await sceneImage(deps, activity.cover, images);
    const gallery: Awaited<ReturnType<typeof storeUpload>>[] = [];
    for (const scene of activity.gallery) {
      gallery.push(await sceneImage(deps, scene, images));
    }
    const { id: activityId } = await createActivity(
      authoring,
      randomUUID(),
      activityInput(activity, { cover, gallery }),
      admin.id,
    );
    activityIds.push(activityId);
    await seedActivityTextsPt(db, activityId, activity.title);
    // The featured flag is not authored in the wizard: the demo sets it afterwards (ratings come from the
    // demo's reviews, seedReviews).
    await changeActivityFlags(db, activityId, { isFeatured: activity.isFeatured });
    await db.transaction().execute(async (trx) => {
      if (activity.isPass) {
        return;
      }
      for (const day of [today, addDays(today, 1)]) {
        for (const slot of activity.sharedTimeSlots) {
          const group = await trx
            .insertInto('activity_group')
            .values({
              activityId,
              day,
              startTime: slot,
              endTime: endTime(slot, activity.durationMinutes),
              capacity: 8,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          // Tejo Tours already staffs today's groups; tomorrow's are open for companies to pick.
          if (day === today && tejo) {
            await trx
              .insertInto('group_allocation')
              .values({
                groupId: group.id,
                companyId: tejo,
                joinedNOfSeats: 8,
                nOfSeats: 8,
                numberOfVehicles: 2,
              })
              .execute();
          }
        }
      }
    });
  }

  await seedReseller(db);
  await seedBlog(deps, admin.id);
  await seedSitePages(db, admin.id);
  await seedEvents(db, activityIds, today);
  await seedTickets(authoring, (scene) => sceneImage(deps, scene, images));
  await seedEventAndTicketTextsPt(db);

  await seedBookings(
    {
      db,
      payments: deps.adapters.payments,
      appUrl: deps.config.appUrl,
      authSecret: deps.config.authSecret,
      discountCode: demoAccounts.affiliate.discountCode,
    },
    activityIds,
  );
  const runs = await seedRuns({ db, payments: deps.adapters.payments }, { companyIds, activityIds });
  await seedReviews(
    { db, payments: deps.adapters.payments, appUrl: deps.config.appUrl, authSecret: deps.config.authSecret },
    {
      companyIds,
      activities: demoActivities.flatMap((activity, index) => {
        const id = activityIds[index];
        return id ? [{ id, title: activity.title, rating: activity.rating, isPass: activity.isPass }] : [];
      }),
    },
  );
  await seedAffiliateEarnings(
    { db, payments: deps.adapters.payments, appUrl: deps.config.appUrl, authSecret: deps.config.authSecret },
    { id: affiliate.id, discountCode: demoAccounts.affiliate.discountCode },
    runs,
  );

  const passIndex = demoActivities.findIndex((activity) => activity.isPass);
  const passId = activityIds[passIndex];
  const firstEvent = await db
    .selectFrom('event')
    .select('id')
    .orderBy('eventDate')
    .limit(1)
    .executeTakeFirst();
  if (passId) {
    await seedVendorSales(
      {
        db,
        payments: deps.adapters.payments,
        appUrl: deps.config.appUrl,
        authSecret: deps.config.authSecret,
        discountCode: demoAccounts.affiliate.discountCode,
        adminId: admin.id,
      },
      { vendorId: vendorRow.id, vendorUserId: vendor.id, passId, eventId: firstEvent?.id ?? null },
    );
  }
}
