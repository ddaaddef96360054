import { ZAdminBlogArticle, ZBlogArticleInput } from '@roteiro/domain/blog/blog';
import { REFUND_RULE, refundRule } from '@roteiro/domain/booking/rules';
import { ZUpdateActivityRequest } from '@roteiro/domain/catalogue/activity';
import { activityFormErrors, activityInputFromForm } from '@roteiro/domain/catalogue/activity-form';
import {
  ZActivityEditResponse,
  ZEventEditResponse,
  ZTicketEditResponse,
} from '@roteiro/domain/catalogue/admin-responses';
import { ZUpdateEventRequest } from '@roteiro/domain/catalogue/event';
import { ZSaveTicketRequest } from '@roteiro/domain/catalogue/ticket';
import { LOCALES } from '@roteiro/domain/i18n/locale';
import { PAGE_SIZE_MAX } from '@roteiro/domain/paging/page';
import { SITE_PAGE_KEYS, ZAdminSitePage, ZSitePageInput } from '@roteiro/domain/site-pages/site-pages';
import { addDays, lisbonDay } from '@roteiro/domain/time/lisbon';
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createTestApp, signIn } from '../../test/test-app.ts';
import { getActivityForEdit } from '../modules/catalogue-admin/activity-admin.service.ts';
import { seedDemo } from './seed.ts';
import { demoArticles } from './seed-blog.ts';
import { seedBookings } from './seed-bookings.ts';
import { DEMO_PASSWORD, demoAccounts, demoActivities, demoReseller } from './seed-data.ts';

const t = await createTestApp();

describe('demo seed', () => {
  // Seeded once; each test reads it (so one can be run alone with -t). The whole demo takes 15–60 s on a busy
  // 2-core machine.
  beforeAll(async () => {
    await seedDemo({ db: t.db, adapters: t.adapters, config: t.config });
  }, 120_000);

  it('creates every demo activity through the authoring service, valid by the wizard rules', async () => {
    const rows = await t.db
      .selectFrom('activity')
      .select(['id', 'isPass', 'priceLink', 'sharedPriceLink', 'isFeatured'])
      .execute();
    expect(rows).toHaveLength(demoActivities.length);
    for (const row of rows) {
      expect(row.priceLink).toBeTruthy();
      expect(Boolean(row.sharedPriceLink)).toBe(!row.isPass);
      const { values } = await getActivityForEdit(t.db, row.id);
      expect(activityFormErrors(values)).toEqual({});
    }
    expect(rows.filter((r) => r.isFeatured)).toHaveLength(demoActivities.filter((a) => a.isFeatured).length);
    const groups = await t.db.selectFrom('activity_group').select('id').execute();
    expect(groups.length).toBeGreaterThan(0);
  });

  it('gives the Sintra Trails accounts and the vendor Portuguese as their language, every other account English', async () => {
    const users = await t.db.selectFrom('user').select(['email', 'locale']).execute();
    const portuguese = ['marta@roteiro.test', 'sintra@roteiro.test', 'vendor@roteiro.test'];
    expect(
      users
        .filter((user) => user.locale === 'pt-PT')
        .map((user) => user.email)
        .sort(),
    ).toEqual(portuguese);
    expect(
      users.filter((user) => !portuguese.includes(user.email)).every((user) => user.locale === 'en'),
    ).toBe(true);
    // The session tells the web the account's language: the vendor's pages open in Portuguese.
    const vendor = await signIn(t.app, demoAccounts.vendor.email, DEMO_PASSWORD);
    const session = await t.app.inject({ method: 'GET', url: '/api/session', headers: { cookie: vendor } });
    expect(session.json().user.locale).toBe('pt-PT');
  });

  it('writes the Portuguese titles of the demo events and texts of the tickets, one ticket left in English', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/api/storefront/home?locale=pt-PT' });
    expect(home.statusCode, home.body).toBe(200);
    const { events, tickets } = home.json() as {
      events: { title: string; contentLocale: string }[];
      tickets: { title: string; englishTexts: string[] }[];
    };
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((event) => event.contentLocale === 'pt-PT')).toBe(true);
    expect(tickets.filter((ticket) => ticket.englishTexts.length > 0).map((ticket) => ticket.title)).toEqual([
      'Lisbon tram 28 day ticket',
    ]);
    expect(tickets.map((ticket) => ticket.title)).toContain('Entrada sem fila na Torre de Belém');
  });

  it('lets an admin save every demo activity again exactly as the edit form opens it', async () => {
    const admin = await signIn(t.app, demoAccounts.admin.email, DEMO_PASSWORD);
    const rows = await t.db.selectFrom('activity').select('id').execute();
    for (const { id } of rows) {
      const edit = await t.app.inject({
        method: 'GET',
        url: `/api/admin/activities/${id}`,
        headers: { cookie: admin },
      });
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/activities/${id}`,
        headers: { cookie: admin },
        payload: { activity: activityInputFromForm(edit.json().values) },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('passes every seeded activity, event, ticket and article, as its edit page loads it, through its edit schema', async () => {
    const admin = await signIn(t.app, demoAccounts.admin.email, DEMO_PASSWORD);
    const get = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: admin } });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res.json();
    };
    /** Every row of a manage list (its pages in turn). */
    const listAll = async (url: string): Promise<{ id: string; title: string }[]> => {
      const rows: { id: string; title: string }[] = [];
      for (let page = 1; ; page++) {
        const answer = await get(`${url}?page=${page}&pageSize=${PAGE_SIZE_MAX}`);
        rows.push(...answer.items);
        if (rows.length >= answer.total || answer.items.length === 0) {
          return rows;
        }
      }
    };
    // Each problem names the item and the field: 'activity "Belém monuments by tuk-tuk": highlights.0.text: …'.
    const problems: string[] = [];
    const check = (item: string, result: z.ZodSafeParseResult<unknown>) => {
      for (const issue of result.error?.issues ?? []) {
        problems.push(`${item}: ${issue.path.join('.')}: ${issue.message}`);
      }
    };

    const activities = await listAll('/api/admin/activities');
    expect(activities).toHaveLength(demoActivities.length);
    for (const row of activities) {
      const edit = ZActivityEditResponse.parse(await get(`/api/admin/activities/${row.id}`));
      // What the wizard sends on Confirm (each step checks its part with the same rules).
      check(
        `activity "${row.title}"`,
        ZUpdateActivityRequest.safeParse({ activity: activityInputFromForm(edit.values) }),
      );
    }
    const events = await listAll('/api/admin/events');
    expect(events.length).toBeGreaterThan(0);
    for (const row of events) {
      const edit = ZEventEditResponse.parse(await get(`/api/admin/events/${row.id}`));
      check(`event "${row.title}"`, ZUpdateEventRequest.safeParse({ event: edit.values }));
    }
    for (const row of await listAll('/api/admin/tickets')) {
      const edit = ZTicketEditResponse.parse(await get(`/api/admin/tickets/${row.id}`));
      check(`ticket "${row.title}"`, ZSaveTicketRequest.safeParse({ ticket: edit.values }));
    }
    const articles = (await get('/api/admin/blog')).items as { id: string; slug: string }[];
    expect(articles).toHaveLength(demoArticles.length);
    for (const row of articles) {
      const article = ZAdminBlogArticle.parse(await get(`/api/admin/blog/${row.id}`));
      // The article form sends its four texts and the cover it shows.
      const { slug, title, description, body, coverKey } = article;
      check(
        `article /blog/${row.slug}`,
        ZBlogArticleInput.safeParse({ slug, title, description, body, coverKey }),
      );
    }
    expect(problems).toEqual([]);
  });

  it('agrees with the payment provider about which companies finished their payment setup', async () => {
    const companies = await t.db
      .selectFrom('company')
      .select(['name', 'paymentAccountId', 'hasFinishedSetUp'])
      .execute();
    expect(companies.filter((c) => c.hasFinishedSetUp).map((c) => c.name)).toEqual(['Tejo Tours']);
    for (const company of companies) {
      const status = company.paymentAccountId
        ? await t.adapters.payments.getAccountStatus(company.paymentAccountId)
        : { detailsSubmitted: false };
      expect(status.detailsSubmitted, company.name).toBe(company.hasFinishedSetUp);
    }
  });

  it("holds paid bookings with tickets in today's and tomorrow's groups, made by the checkout's services", async () => {
    const today = lisbonDay(new Date());
    const groups = await t.db
      .selectFrom('activity_group')
      .select(['id', 'day', 'groupSize'])
      .where('day', 'in', [today, addDays(today, 1)])
      .execute();
    expect(groups.length).toBeGreaterThan(0);
    const bookings = await t.db
      .selectFrom('booking as b')
      .innerJoin('participant as p', 'p.bookingId', 'b.id')
      .select([
        'b.id',
        'b.groupId',
        'b.status',
        'b.participantCount',
        'b.amountCents',
        'b.affiliateId',
        'p.id as participantId',
      ])
      // The demo vendor's sales are checked below.
      .where('b.soldByVendorId', 'is', null)
      .where(
        'b.groupId',
        'in',
        groups.map((g) => g.id),
      )
      .execute();
    expect(bookings.length).toBe(groups.length);
    // One of tomorrow's affiliate bookings is refunded by the seed (its commission is reversed).
    expect(bookings.filter((b) => b.status === 'refunded')).toHaveLength(1);
    for (const group of groups) {
      const inGroup = bookings.filter((b) => b.groupId === group.id);
      expect(inGroup).toHaveLength(1);
      expect(group.groupSize).toBe(inGroup[0]?.status === 'paid' ? inGroup[0]?.participantCount : 0);
    }
    for (const booking of bookings) {
      const tickets = await t.db
        .selectFrom('issued_ticket')
        .select('ticketNumber')
        .where('participantId', '=', booking.participantId)
        .execute();
      expect(tickets).toHaveLength(booking.participantCount);
      const movements = await t.db
        .selectFrom('money_movement')
        .select(['kind', 'amountCents', 'providerRef'])
        .where('bookingId', '=', booking.id)
        .orderBy('kind')
        .execute();
      const charge = {
        kind: 'charge',
        amountCents: booking.amountCents,
        providerRef: expect.stringMatching(/^pi_test_/),
      };
      expect(movements).toEqual(
        booking.status === 'paid'
          ? [charge]
          : [charge, { kind: 'refund', amountCents: booking.amountCents, providerRef: expect.any(String) }],
      );
    }
    const commissions = await t.db
      .selectFrom('affiliate_commission as c')
      .innerJoin('booking as b', 'b.id', 'c.bookingId')
      .select('c.bookingId')
      .where('b.soldByVendorId', 'is', null)
      .where(
        'c.bookingId',
        'in',
        bookings.map((b) => b.id),
      )
      .execute();
    expect(commissions.length).toBe(bookings.filter((b) => b.affiliateId).length);
    expect(commissions.length).toBeGreaterThan(0);
    // Running the bookings step again books nothing twice.
    const activityIds = (await t.db.selectFrom('activity').select('id').execute()).map((a) => a.id);
    const again = await seedBookings(
      {
        db: t.db,
        payments: t.adapters.payments,
        appUrl: t.config.appUrl,
        authSecret: t.config.authSecret,
        discountCode: demoAccounts.affiliate.discountCode,
      },
      activityIds,
    );
    expect(again).toBe(0);
  });

  it("gives the demo vendor past sales: today's and this week's figures, cash to hand over, a handover", async () => {
    const vendor = await signIn(t.app, demoAccounts.vendor.email, DEMO_PASSWORD);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/dashboard',
      headers: { cookie: vendor },
    });
    expect(res.statusCode, res.body).toBe(200);
    const dashboard = res.json();
    expect(dashboard.today.salesCount).toBe(2);
    expect(dashboard.today.ticketsSold).toBe(4);
    expect(dashboard.today.cashCents).toBeGreaterThan(0);
    expect(dashboard.cashToHandOverCents).toBeGreaterThan(0);
    expect(dashboard.lastHandover).not.toBeNull();
    const sales = await t.app.inject({
      method: 'GET',
      url: '/api/vendor/sales',
      headers: { cookie: vendor },
    });
    const items = sales.json().items as { status: string; paymentMethod: string }[];
    expect(items).toHaveLength(4);
    expect(items.every((item) => item.status === 'paid')).toBe(true);
    expect(items.filter((item) => item.paymentMethod === 'cash')).toHaveLength(3);
    // Cash in the ledger names the vendor; the card sale went through the provider.
    const cash = await t.db
      .selectFrom('money_movement')
      .select(['providerRef'])
      .where('cashVendorId', 'is not', null)
      .execute();
    expect(cash).toHaveLength(3);
    expect(cash.every((row) => row.providerRef === null)).toBe(true);
    // Today's cash sale came with the demo affiliate's code: its commission is expected, as for a card payment.
    const commissions = await t.db
      .selectFrom('affiliate_commission as c')
      .innerJoin('booking as b', 'b.id', 'c.bookingId')
      .select('c.state')
      .where('b.soldByVendorId', 'is not', null)
      .execute();
    expect(commissions).toEqual([{ state: 'expected' }]);
  });

  it('publishes the three blog articles, each with its cover and links to demo activities that resolve', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/api/blog' });
    const slugs = index.json().items.map((item: { slug: string }) => item.slug);
    expect(slugs).toEqual([
      'sintra-in-a-day',
      'best-things-to-do-in-lisbon-in-2024',
      'june-celebrations-in-lisbon',
    ]);
    for (const article of demoArticles) {
      const words = article.body.split(/\s+/).length;
      expect(words, article.slug).toBeGreaterThanOrEqual(400);
      expect(words, article.slug).toBeLessThanOrEqual(700);
      const res = await t.app.inject({ method: 'GET', url: `/api/blog/${article.slug}` });
      expect(res.statusCode, article.slug).toBe(200);
      const page = res.json();
      expect(page.coverUrl, article.slug).toMatch(/^\/media\/blog\//);
      expect((await t.app.inject({ method: 'GET', url: page.coverUrl })).statusCode).toBe(200);
      expect(page.activities.length, article.slug).toBeGreaterThan(0);
      // Every activity: link of the article became a details link (none left as plain text).
      const links = article.body.match(/\]\(activity:/g) ?? [];
      expect((page.html.match(/href="\/details\//g) ?? []).length, article.slug).toBe(links.length);
    }
  });

  it('gives the blog in Portuguese: Sintra translated, Lisbon in part, the June celebrations in English', async () => {
    const read = async (slug: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/blog/${slug}?locale=pt-PT` })).json();
    const sintra = await read('sintra-in-a-day');
    expect(sintra).toMatchObject({
      title: 'Sintra num dia: palácios, jardins e o fim da Europa',
      englishTexts: [],
    });
    expect(sintra.activities.length).toBeGreaterThan(0);
    expect(sintra.html).toContain('href="/details/');
    expect((await read('best-things-to-do-in-lisbon-in-2024')).englishTexts).toEqual(['body']);
    expect((await read('june-celebrations-in-lisbon')).englishTexts).toEqual([
      'title',
      'description',
      'body',
    ]);
    const admin = await signIn(t.app, demoAccounts.admin.email, DEMO_PASSWORD);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/blog', headers: { cookie: admin } });
    const states = Object.fromEntries(
      list.json().items.map((item: { slug: string; portuguese: string }) => [item.slug, item.portuguese]),
    );
    expect(states).toEqual({
      'sintra-in-a-day': 'complete',
      'best-things-to-do-in-lisbon-in-2024': 'partial',
      'june-celebrations-in-lisbon': 'none',
    });
  });

  it('writes About, Contracts and Privacy in English and Portuguese, valid as the admin form saves them', async () => {
    const admin = await signIn(t.app, demoAccounts.admin.email, DEMO_PASSWORD);
    for (const key of SITE_PAGE_KEYS) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/site-pages/${key}`,
        headers: { cookie: admin },
      });
      const page = ZAdminSitePage.parse(res.json());
      for (const locale of LOCALES) {
        const text = page.texts[locale];
        expect(text?.updatedBy, `${key} ${locale}`).toBe(demoAccounts.admin.name);
        const input = { title: text?.title, description: text?.description, body: text?.body };
        expect(ZSitePageInput.safeParse(input).success, `${key} ${locale}`).toBe(true);
        expect(text?.body, `${key} ${locale}`).not.toMatch(/lorem|ipsum/i);
        const shown = await t.app.inject({ method: 'GET', url: `/api/site-pages/${key}?locale=${locale}` });
        expect(shown.statusCode, `${key} ${locale}`).toBe(200);
        expect(shown.json().locale, `${key} ${locale}`).toBe(locale);
        expect(shown.json().html, `${key} ${locale}`).toMatch(/<h2>/);
      }
    }
    const contracts = async (locale: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/site-pages/contracts?locale=${locale}` })).json().html;
    expect(await contracts('en')).toContain(REFUND_RULE);
    expect(await contracts('pt-PT')).toContain(refundRule('pt-PT'));
  });

  it('holds finished runs of past days for the payment screens, one transferred with its ledger row', async () => {
    const runs = await t.db
      .selectFrom('activity_run as r')
      .innerJoin('company as c', 'c.id', 'r.companyId')
      .innerJoin('activity_group as g', 'g.id', 'r.groupId')
      .select(['r.id', 'c.name', 'g.day', 'r.endTime', 'r.transferId', 'r.payAmountCents'])
      .execute();
    const today = lisbonDay(new Date());
    expect(runs.length).toBeGreaterThanOrEqual(5);
    for (const run of runs) {
      expect(run.day < today).toBe(true);
      expect(run.endTime).not.toBeNull();
      expect(run.payAmountCents).toBeGreaterThan(0);
    }
    const transferred = runs.filter((run) => run.transferId);
    expect(transferred.map((run) => run.name)).toEqual(['Tejo Tours']);
    const ledger = await t.db
      .selectFrom('money_movement')
      .select(['runId', 'amountCents'])
      .where('kind', '=', 'company_transfer')
      .execute();
    expect(ledger).toEqual([{ runId: transferred[0]?.id, amountCents: transferred[0]?.payAmountCents }]);
    expect(runs.some((run) => run.name === 'Sintra Trails' && !run.transferId)).toBe(true);
  });

  it('gives the demo affiliate a payment account, its coupon and commissions in every state, a claw-back carried', async () => {
    const affiliate = await t.db
      .selectFrom('affiliate')
      .select(['id', 'paymentAccountId', 'isPaymentAccountSetUp', 'providerCouponId'])
      .where('email', '=', demoAccounts.affiliate.email)
      .executeTakeFirstOrThrow();
    expect(affiliate.isPaymentAccountSetUp).toBe(true);
    const coupons = await t.adapters.payments.listCoupons();
    expect(coupons.find((c) => c.couponId === affiliate.providerCouponId)?.metadata.affiliateId).toBe(
      affiliate.id,
    );
    const states = await t.db
      .selectFrom('affiliate_commission')
      .select('state')
      .where('affiliateId', '=', affiliate.id)
      .execute();
    expect(new Set(states.map((s) => s.state))).toEqual(
      new Set(['expected', 'pending', 'paid', 'reversed', 'clawed_back']),
    );
    const cookie = await signIn(t.app, demoAccounts.affiliate.email, DEMO_PASSWORD);
    const dashboard = (
      await t.app.inject({ method: 'GET', url: '/api/affiliate/dashboard', headers: { cookie } })
    ).json();
    expect(dashboard.earnings.pendingCents).toBeGreaterThan(0);
    expect(dashboard.earnings.approvedCents).toBeGreaterThan(0);
    expect(dashboard.earnings.paidCents).toBeGreaterThan(0);
    expect(dashboard.clawbacks.carriedCents).toBeGreaterThan(0);
    // Each past booking was paid the day before its tour: the chart has more than one day.
    expect(
      dashboard.series.filter(
        (d: { paidCents: number; approvedCents: number }) => d.paidCents + d.approvedCents > 0,
      ).length,
    ).toBeGreaterThan(1);
  });

  it('adds the demo reseller: listed on the admin page, its published key (stored hashed) sells every bookable activity', async () => {
    const cookie = await signIn(t.app, demoAccounts.admin.email, DEMO_PASSWORD);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/resellers', headers: { cookie } });
    expect(listed.statusCode, listed.body).toBe(200);
    const [reseller, ...others] = listed.json().resellers;
    expect(others).toEqual([]);
    expect(reseller).toMatchObject({
      name: demoReseller.name,
      commissionBasisPoints: demoReseller.commissionBasisPoints,
      sellsEveryProduct: true,
      keys: [{ prefix: demoReseller.apiKey.slice(0, 10), revokedAt: null }],
    });
    const stored = await t.db.selectFrom('reseller_key').select('digest').executeTakeFirstOrThrow();
    expect(stored.digest).not.toContain(demoReseller.apiKey);

    const headers = { authorization: `Bearer ${demoReseller.apiKey}` };
    const supplier = await t.app.inject({ method: 'GET', url: '/octo/supplier', headers });
    expect(supplier.statusCode, supplier.body).toBe(200);
    const products = await t.app.inject({ method: 'GET', url: '/octo/products', headers });
    expect(products.statusCode, products.body).toBe(200);
    const visible = await t.db.selectFrom('activity').select('id').where('isVisible', '=', true).execute();
    expect((products.json() as { id: string }[]).map((p) => p.id).sort()).toEqual(
      visible.map((a) => a.id).sort(),
    );
  });

  it('shows no rating without reviews behind it: each tour is reviewed by travellers its runs scanned', async () => {
    const cards = (await t.app.inject({ method: 'GET', url: '/api/activities?pageSize=50' })).json()
      .items as {
      id: string;
      rating: number | null;
      ratingCount: number;
      isPass: boolean;
    }[];
    expect(cards.filter((card) => !card.isPass).every((card) => card.ratingCount > 0)).toBe(true);
    for (const card of cards) {
      const reviews = (
        await t.app.inject({ method: 'GET', url: `/api/activities/${card.id}/reviews` })
      ).json();
      expect(reviews.total).toBe(card.ratingCount);
      expect(reviews.summary).toMatchObject({ average: card.rating, count: card.ratingCount });
    }
    // Every review's booking had a ticket validated in the review's run.
    const unscanned = await t.db
      .selectFrom('review as rv')
      .select('rv.id')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('issued_ticket as it')
              .innerJoin('participant as p', 'p.id', 'it.participantId')
              .select('it.id')
              .whereRef('p.bookingId', '=', 'rv.bookingId')
              .whereRef('it.runId', '=', 'rv.runId'),
          ),
        ),
      )
      .execute();
    expect(unscanned).toEqual([]);
    const languages = await t.db.selectFrom('review').select('language').execute();
    expect(languages.some((row) => row.language === 'pt-PT')).toBe(true);
    const replies = await t.db.selectFrom('review_reply').select('reviewId').execute();
    expect(replies).toHaveLength(1);
  });
});
