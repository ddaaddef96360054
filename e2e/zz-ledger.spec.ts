import { sessionApi } from '@roteiro/domain/auth/session.api';
import { payoutsApi } from '@roteiro/domain/money/payouts.api';
import { call, send } from './api.ts';
import { expect, test } from './fixtures.ts';
import { DEMO_PASSWORD, demo, signIn } from './helpers.ts';
import { expectEveryGroupReconciles } from './ledger.ts';
import { serverURLs } from './servers.ts';

/**
 * Runs last (the `ledger` project depends on every journey, playwright.config.ts): after the journeys of the run
 * have charged, refunded and paid on each worker's server, every activity group of the demo reconciles, to the
 * cent, by the server's own check: its card charges, refunds and transfers equal what the payment provider
 * recorded, each company payout the run's guider payment, cash the booking's amount; and the admin's "By group"
 * view shows the same totals and marks the groups reconciled. Once per server of the run.
 */
for (const baseURL of serverURLs()) {
  test(`every group of the demo reconciles after the journeys, and the admin sees it (${baseURL})`, async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const admin = await playwright.request.newContext({ baseURL });
    const signedIn = await send(admin, sessionApi.signIn, {
      body: { email: demo.admin, password: DEMO_PASSWORD },
    });
    expect(signedIn.ok()).toBe(true);
    expect(await expectEveryGroupReconciles(admin)).toBeGreaterThan(0);
    const { totals } = await call(admin, payoutsApi.ledgerGroups, { query: {} });
    await admin.dispose();

    const euros = (cents: number) =>
      `${cents < 0 ? '-' : ''}€${Math.floor(Math.abs(cents) / 100).toLocaleString('en-IE')}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
    for (const viewport of [
      { width: 1280, height: 900 },
      { width: 360, height: 780 },
    ]) {
      await page.setViewportSize(viewport);
      if (viewport.width === 1280) {
        await signIn(page, demo.admin);
      }
      await page.goto('/admin/payment-history?view=groups');
      const all = page.getByRole('region', { name: 'All groups' });
      for (const field of [
        'paidByTravellers',
        'refunds',
        'companyPayouts',
        'commissions',
        'margin',
      ] as const) {
        await expect(all.getByTestId(`sum-${field}`)).toHaveText(euros(totals[field]));
      }
      const groups = page.getByRole('table', { name: 'Balance by group' });
      await expect(groups).toBeVisible();
      await expect(groups.getByTestId('reconciliation').first()).toHaveText('Reconciled');
      await expect(groups.getByText('Does not reconcile')).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
    await context.close();
  });
}
