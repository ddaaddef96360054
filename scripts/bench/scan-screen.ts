// `npm run bench`'s browser measurement: the time from a scan to its answer on the start-activity screen, in
// Debian's Chromium as a phone (360 px), over many scans of different tickets of the generated groups. Timed in the
// page, as e2e/scanning.spec.ts does: from the Add button's click to the answer's text on screen (the typed scan
// asks the server exactly as a camera scan does). Budget: p95 <= 300 ms.
import { chromium } from '@playwright/test';
import { type Kysely, sql } from 'kysely';
import { CHROMIUM, ensureChromium } from '../ensure-chromium.mjs';
import { sessionCookie } from './write-pools.ts';

export const SCAN_SCREEN_BUDGET_MS = 300;

export type ScanScreenResult = { scans: number; groups: number; p50: number; p95: number; max: number };

/** The `p`-th percentile of values sorted in ascending order (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

/** Scans one ticket per participant (each answer's text differs, so each is seen) in `groupCount` groups. */
export async function measureScanScreen(
  db: Kysely<unknown>,
  options: { appUrl: string; authSecret: string; groupCount: number },
): Promise<ScanScreenResult> {
  const groups = await sql<{ groupId: string; activityId: string; qrTexts: string[]; names: string[] }>`
    select g."id" as "groupId", g."activityId",
      array_agg(p."groupId" || '@' || p."id" || '@' || t."ticketNumber" order by p."id") as "qrTexts",
      array_agg(p."clientName" order by p."id") as "names"
    from "group_allocation" ga
    join "activity_group" g on g."id" = ga."groupId"
    join "participant" p on p."groupId" = g."id"
    join lateral (
      select x."ticketNumber" from "issued_ticket" x where x."participantId" = p."id" and x."isValid"
      order by x."ticketNumber" limit 1
    ) as t on true
    where ga."companyId" = 'bench-scanner' and g."day" = (now() at time zone 'Europe/Lisbon')::date
    group by g."id", g."activityId"
    having count(*) >= 3
    order by md5(g."id"::text)
    limit ${options.groupCount}
  `.execute(db);
  const token = await sql<{ token: string }>`select md5('bench-session:bench-scanner') as "token"`.execute(
    db,
  );
  const cookie = sessionCookie(token.rows[0]?.token ?? '', options.authSecret);
  const [name, value] = cookie.split('=', 2) as [string, string];

  ensureChromium('The scan-screen measurement');
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const timings: number[] = [];
  try {
    const context = await browser.newContext({
      viewport: { width: 360, height: 780 },
      isMobile: true,
      hasTouch: true,
    });
    await context.addCookies([{ name, value, url: options.appUrl }]);
    const page = await context.newPage();
    for (const group of groups.rows) {
      await page.goto(`${options.appUrl}/guider/activity/${group.activityId}/group/${group.groupId}/start`);
      await page.locator('html[data-app-ready="true"]').waitFor();
      await page.getByRole('button', { name: 'Scan tickets' }).click();
      const dialog = page.getByRole('dialog', { name: 'Scan tickets' });
      for (const [index, qrText] of group.qrTexts.entries()) {
        const expected = `${group.names[index]}: ticket added`;
        await dialog.getByLabel('Ticket number').fill(qrText);
        await page.evaluate((text) => {
          const timing: { t0?: number; t1?: number } = {};
          (window as unknown as { scanTiming: typeof timing }).scanTiming = timing;
          const add = Array.from(document.querySelectorAll('button')).find(
            (b) => b.textContent?.trim() === 'Add',
          );
          add?.addEventListener('click', () => (timing.t0 = performance.now()), {
            capture: true,
            once: true,
          });
          const observer = new MutationObserver(() => {
            if (
              timing.t0 !== undefined &&
              document.querySelector('[data-testid="scan-result"]')?.textContent === text
            ) {
              timing.t1 = performance.now();
              observer.disconnect();
            }
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        }, expected);
        await dialog.getByRole('button', { name: 'Add' }).click();
        await dialog.getByTestId('scan-result').filter({ hasText: expected }).waitFor({ timeout: 10_000 });
        const elapsed = await page.evaluate(() => {
          const timing = (window as unknown as { scanTiming: { t0?: number; t1?: number } }).scanTiming;
          return (timing.t1 ?? Number.NaN) - (timing.t0 ?? Number.NaN);
        });
        if (!Number.isFinite(elapsed)) {
          throw new Error(`the scan of ${qrText} was not timed`);
        }
        timings.push(elapsed);
      }
    }
  } finally {
    await browser.close();
  }
  const sorted = [...timings].sort((x, y) => x - y);
  return {
    scans: sorted.length,
    groups: groups.rows.length,
    p50: Math.round(percentile(sorted, 50)),
    p95: Math.round(percentile(sorted, 95)),
    max: Math.round(sorted.at(-1) ?? Number.NaN),
  };
}
