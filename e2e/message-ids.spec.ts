import { sessionApi } from '@roteiro/domain/auth/session.api';
import { settingsApi } from '@roteiro/domain/settings/settings.api';
import { call } from './api.ts';
import { expect, test } from './fixtures.ts';
import { signedInAreas, signIn } from './helpers.ts';

/**
 * Every signed-in area shows texts, never the ids of catalogue messages ("booking.widget.apply"): a page that uses
 * a piece of the storefront (the booking's times, prices, tickets) must load that piece's catalogue. Each role's
 * pages, as its menu and its dashboard lead to them; and each stays in the account's language (English) when the
 * storefront was switched to Portuguese.
 */
const MESSAGE_ID =
  /(?<![@\w.-])(common|catalogue|pages|faq|trip|booking|forms|quote|account|planning|checkin|counter|company|admin|affiliate|payments|authoring|reviews)\.[a-z][a-zA-Z]*\.[a-zA-Z][a-zA-Z.]*/;

for (const { role, email, loginPath, paths } of signedInAreas) {
  test(`${role}: every page of the area shows texts, not message ids`, async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, email, loginPath);
    // An English account for this test (the demo vendor is Portuguese), set back at the end: this server's tests
    // run one after another.
    const accountLocale = (await call(page.request, sessionApi.current)).user?.locale ?? 'en';
    if (accountLocale !== 'en') {
      await call(page.request, settingsApi.updateLanguage, { body: { locale: 'en' } });
    }
    try {
      const english = new Map<string, string>();
      const mainText = () => page.locator('main').innerText();
      // A page has settled once no placeholder is left: a lazily loaded piece (the bookings' chart) shows a skeleton
      // until it arrives, and its text would be missing from one of the two readings compared below.
      const settled = (path: string) =>
        expect(page.locator('.mantine-Skeleton-root[data-visible="true"]'), path).toHaveCount(0);
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
        await expect(page.getByRole('heading').first(), path).toBeVisible();
        await settled(path);
        const text = await page.locator('body').innerText();
        expect(MESSAGE_ID.exec(text)?.[0] ?? null, `${path} shows a message id`).toBeNull();
        english.set(path, await mainText());
      }
      // Signed in, the account's language wins: with the storefront switched to Portuguese, each page is the same
      // English page, the pieces it shares with the storefront (prices, dates, the booking's texts) included.
      await page.context().addCookies([{ name: 'lang', value: 'pt-PT', url: page.url() }]);
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.locator('html[data-app-ready="true"]')).toHaveCount(1);
        await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
        await settled(path);
        await expect
          .poll(mainText, { message: `${path} in English with the Portuguese cookie` })
          .toBe(english.get(path));
      }
    } finally {
      if (accountLocale !== 'en') {
        await call(page.request, settingsApi.updateLanguage, { body: { locale: accountLocale } });
      }
    }
  });
}
