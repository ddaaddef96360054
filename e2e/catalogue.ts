import type { APIRequestContext, Page } from '@playwright/test';
import { activityInputFromForm, type TActivityFormValues } from '@roteiro/domain/catalogue/activity-form';
import { catalogueAdminApi } from '@roteiro/domain/catalogue/catalogue-admin.api';
import sharp from 'sharp';
import { call } from './api.ts';

/** The catalogue journeys' shared pieces: pictures to upload, and activities of a test's own. */

/** A plain picture for the wizard's Images step. */
export const picture = async (name: string, color: { r: number; g: number; b: number }) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

/** Chooses `files` through the file chooser the button named `button` opens. */
export async function chooseFiles(page: Page, button: string, files: Awaited<ReturnType<typeof picture>>[]) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

/**
 * A copy of the activity `sourceId` with `changes` over its values, created (and visible) by the admin whose
 * session `admin` holds: an activity of the test's own, that no other test books or edits. Its id.
 */
export async function copyOfActivity(
  admin: APIRequestContext,
  sourceId: string,
  changes: Partial<TActivityFormValues>,
): Promise<string> {
  const source = await call(admin, catalogueAdminApi.activity, { params: { id: sourceId } });
  const id = crypto.randomUUID();
  await call(admin, catalogueAdminApi.createActivity, {
    body: { id, activity: activityInputFromForm({ ...source.values, ...changes }) as never },
  });
  return id;
}
