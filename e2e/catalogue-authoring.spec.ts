import { settingsApi } from '@roteiro/domain/settings/settings.api';
import { call } from './api.ts';
import { chooseFiles, picture } from './catalogue.ts';
import { expect, type Page, test } from './fixtures.ts';
import { demo, signIn } from './helpers.ts';

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });
const tourTitle = `Alfama e2e tour ${Date.now()}`;

test.describe.configure({ mode: 'serial' });

test('creates a tour through the wizard with real uploads and two reordered stops, then edits it', async ({
  page,
}) => {
  await signIn(page, demo.admin);
  await page.goto('/admin/activities/create');
  await expect(page.getByRole('progressbar', { name: 'Step 1 of 5' })).toBeVisible();

  // Step 1: Initial information. Next stays inactive until the step is valid.
  await expect(next(page)).toBeDisabled();
  await page.getByLabel('Title').fill(tourTitle.toLowerCase());
  await page
    .getByLabel('Description')
    .fill('A passeio histórico: climb the oldest quarter of Lisbon with a local guide.');
  await page.getByLabel('Duration in minutes').fill('150');
  await page.getByLabel('Shared price per person').fill('25');
  await page.getByLabel('Private price per group').fill('140');
  await page.getByLabel('Guider payment per run').fill('60');
  await next(page).click();

  // Step 2: Images. Uploads start once a cover and a gallery photo are chosen.
  await chooseFiles(page, 'Choose cover', [await picture('cover.png', { r: 30, g: 80, b: 140 })]);
  await expect(page.getByText('Uploads start once a cover photo')).toBeVisible();
  await chooseFiles(page, 'Add photos', [await picture('gallery.png', { r: 200, g: 120, b: 60 })]);
  await expect(page.getByRole('img', { name: 'cover photo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'gallery photo 1' })).toBeVisible();
  await next(page).click();

  // Step 3: About this activity, with the spec's defaults.
  await expect(page.getByText('English')).toBeVisible();
  await page.getByLabel('Cancellation policy').fill('Free cancellation up to 24 hours before.');
  await next(page).click();

  // Step 4: Location & Itinerary: two stops, the second moved first with the keyboard.
  await expect(page.getByRole('combobox', { name: 'City' })).toHaveValue('Lisbon, Portugal');
  await page.getByLabel('Stop title').first().fill('Lisbon Cathedral');
  await page.getByLabel('Stop description').first().fill('The Sé, built in 1147.');
  await page.getByRole('button', { name: 'Add stop at the end' }).click();
  await page.getByLabel('Stop title').nth(1).fill('Miradouro de Santa Luzia');
  await page.getByLabel('Stop description').nth(1).fill('Tiled terrace with a view over Alfama.');
  await expect(page.getByRole('button', { name: 'Delete stop 1' })).toHaveCount(0);
  const handle = page.getByRole('button', { name: 'Move stop 2' });
  // dnd-kit says in its live region what the keyboard did: "Draggable item <id> was moved over droppable area
  // <id>". An arrow pressed before it has measured the stops moves nothing, and a drop over the card's own place
  // moves nothing either. So: pick up, press the arrow until the region names another stop than the one carried,
  // then drop; if the stops are still not reordered, cancel (Escape) and do it again.
  const liveRegion = page.locator('[id^="DndLiveRegion"]');
  const movedOver = /Draggable item (\S+) was moved over droppable area (\S+?)\./;
  await expect(async () => {
    await page.keyboard.press('Escape');
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(handle).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 }); // picked up
    await expect(async () => {
      await page.keyboard.press('ArrowUp');
      const [, carried, over] = movedOver.exec(await liveRegion.innerText()) ?? [];
      expect(Boolean(over) && over !== carried, 'over the other stop').toBe(true);
    }).toPass({ timeout: 4000, intervals: [100, 250, 500] });
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Stop title').first()).toHaveValue('Miradouro de Santa Luzia', {
      timeout: 2000,
    });
  }).toPass({ timeout: 45_000 });
  await expect(page.getByLabel('Stop title').nth(1)).toHaveValue('Lisbon Cathedral');
  await next(page).click();

  // Step 5: Review and Confirm.
  await expect(page.getByRole('progressbar', { name: 'Step 5 of 5' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Activity created!')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/activities$/);

  // The new tour is public at once: found on /discover by a word typed without its accent, and on its details page.
  const capitalisedTitle = tourTitle.charAt(0).toUpperCase() + tourTitle.slice(1).toLowerCase();
  const stamp = tourTitle.split(' ').at(-1) ?? '';
  await page.goto(`/discover?search=${encodeURIComponent(`historico ${stamp}`)}`);
  await page
    .getByRole('link', { name: new RegExp(capitalisedTitle) })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: capitalisedTitle })).toBeVisible();
  await expect(page.getByText('Miradouro de Santa Luzia').first()).toBeVisible();
  await page.goto('/admin/activities');

  // Edit: Confirm is disabled with its tooltip until something changes.
  const capitalised = tourTitle.charAt(0).toUpperCase() + tourTitle.slice(1).toLowerCase();
  await page.getByRole('link', { name: `Edit ${capitalised}` }).click();
  await expect(page.getByLabel('Title')).toHaveValue(capitalised);
  for (let i = 0; i < 4; i += 1) {
    await next(page).click();
  }
  await expect(page.getByRole('listitem').filter({ hasText: 'Miradouro de Santa Luzia' })).toBeVisible();
  const confirm = page.getByRole('button', { name: 'Confirm' });
  await expect(confirm).toHaveAttribute('aria-disabled', 'true');
  await confirm.hover();
  await expect(page.getByText('No changes have been made')).toBeVisible();
  for (let i = 0; i < 4; i += 1) {
    await page.getByRole('button', { name: 'Back' }).click();
  }
  await page.getByLabel('Title').fill(`${capitalised} updated`);
  for (let i = 0; i < 4; i += 1) {
    await next(page).click();
  }
  await expect(confirm).toHaveAttribute('aria-disabled', 'false');
  await confirm.click();
  await expect(page.getByText('Activity updated!')).toBeVisible();
  await expect(page.getByRole('link', { name: `Edit ${capitalised} updated` })).toBeVisible();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('creates an event and a ticket, guarding unsaved changes', async ({ page }) => {
    // Titles of their own: the demo data and other journeys have events and tickets too.
    const eventTitle = `Fado night ${Date.now()}`;
    const ticketTitle = `Oceanário de Lisboa ${Date.now()}`;
    await signIn(page, demo.admin);
    await page.goto('/admin/event/create');
    await page.getByLabel('Title').fill(eventTitle);
    await page.getByLabel('Price per person').fill('45');
    const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
    // Typed day first whatever the browser's language: never the month first.
    const [year, month, day] = tomorrow.split('-');
    await page.getByLabel('Date').fill(`${day}/${month}/${year}`);
    await page.getByLabel('Date').blur();
    await expect(page.getByLabel('Date')).toHaveValue(`${day}/${month}/${year}`);
    await expect(page.getByLabel('Date')).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    await page.getByLabel('Time').fill('21:00');
    await page.getByRole('combobox', { name: 'Activity' }).click();
    await page.getByRole('option', { name: 'Belém monuments by tuk-tuk' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Event created!')).toBeVisible();
    await expect(page).toHaveURL(/tab=events/);
    await expect(page.getByRole('link', { name: `Edit ${eventTitle}` })).toBeVisible();

    await page.goto('/admin/ticket/create');
    // Leaving a form with unsaved changes asks first; dismissing stays on the form.
    await page.getByLabel('Title').fill(ticketTitle);
    await page.getByRole('link', { name: 'Back to manage content' }).click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await expect(dialog.getByText('Do you really want to leave? You have unsaved changes!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/admin\/ticket\/create$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByLabel('Title').fill(ticketTitle);
    await page.getByLabel('Description').fill('Skip-the-line entry to the oceanarium.');
    await page.getByLabel('Price').fill('25');
    await page.getByLabel('Ticket link').fill('https://tickets.example.com/oceanario');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Ticket created!')).toBeVisible();
    await expect(page.getByRole('link', { name: `Edit ${ticketTitle}` })).toBeVisible();
  });
});

test('the authoring screens follow the admin’s language: English, then Portuguese once the account is set to it', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // An English admin sees the wizard's messages in English, the spec's Portuguese cancellation message included.
  const english = await browser.newContext({ locale: 'en-GB' });
  const page = await english.newPage();
  await signIn(page, demo.admin);
  await page.goto('/admin/activities');
  await page
    .getByRole('link', { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole('progressbar', { name: 'Step 1 of 5' })).toBeVisible();
  await next(page).click();
  await next(page).click();
  await page.getByLabel('Cancellation policy').fill('Short');
  await expect(page.getByText('Must be 10 to 200 characters')).toBeVisible();
  await expect(page.getByText('Deve ter entre 10 e 200 caracteres')).toHaveCount(0);
  await english.close();

  // The same admin, with the account in Portuguese (set back at the end: other tests sign in as the demo admin).
  const context = await browser.newContext({ locale: 'en-GB' });
  const pt = await context.newPage();
  await signIn(pt, demo.admin);
  await call(pt.request, settingsApi.updateLanguage, { body: { locale: 'pt-PT' } });
  try {
    await pt.goto('/admin/activities');
    await expect(pt.locator('html')).toHaveAttribute('lang', 'pt-PT');
    await expect(pt).toHaveTitle(/^Gerir conteúdos \| Roteiro$/);
    await expect(pt.getByRole('heading', { level: 1, name: 'Gerir conteúdos' })).toBeVisible();
    await expect(pt.getByRole('tab', { name: 'Atividades' })).toBeVisible();
    await expect(pt.getByRole('tab', { name: 'Bilhetes' })).toBeVisible();
    await expect(pt.getByRole('link', { name: 'Criar atividade' })).toBeVisible();
    await expect(pt.getByRole('columnheader', { name: 'Título' }).first()).toBeVisible();
    await expect(pt.getByRole('columnheader', { name: 'Em destaque' }).first()).toBeVisible();

    // The wizard: its title, steps, labels, buttons and messages, the cancellation policy's in the spec's words.
    await pt
      .getByRole('link', { name: /^Editar / })
      .first()
      .click();
    await expect(pt).toHaveTitle(/^Editar atividade \| Roteiro$/);
    await expect(pt.getByRole('heading', { level: 1, name: 'Editar atividade' })).toBeVisible();
    await expect(pt.getByRole('progressbar', { name: 'Passo 1 de 5' })).toBeVisible();
    await expect(pt.getByText('Informação inicial').first()).toBeVisible();
    await expect(pt.getByLabel('Duração em minutos')).toBeVisible();
    await expect(pt.getByText('Passeio', { exact: true })).toBeVisible();
    await expect(pt.getByText('Passe', { exact: true })).toBeVisible();
    await pt.getByRole('button', { name: 'Seguinte', exact: true }).click();
    await expect(pt.getByRole('heading', { name: 'Fotografia de capa' })).toBeVisible();
    await pt.getByRole('button', { name: 'Seguinte', exact: true }).click();
    await pt.getByLabel('Política de cancelamento').fill('Curta');
    await expect(pt.getByText('Deve ter entre 10 e 200 caracteres')).toBeVisible();
    await expect(pt.getByText('Must be 10 to 200 characters')).toHaveCount(0);
    await expect(pt.getByRole('button', { name: 'Voltar', exact: true })).toBeVisible();

    // Leaving with unsaved changes asks in Portuguese.
    await pt.getByRole('link', { name: 'Voltar a «Gerir conteúdos»' }).click();
    const dialog = pt.getByRole('dialog', { name: 'Alterações por guardar' });
    await expect(dialog.getByText('Quer mesmo sair? Tem alterações por guardar!')).toBeVisible();
    await dialog.getByRole('button', { name: 'Sair' }).click();
    await expect(pt).toHaveURL(/\/admin\/activities$/);

    // The event form.
    await pt.goto('/admin/event/create');
    await expect(pt).toHaveTitle(/^Criar evento \| Roteiro$/);
    await expect(pt.getByRole('heading', { name: 'Informação do evento' })).toBeVisible();
    await expect(pt.getByLabel('Preço por pessoa')).toBeVisible();
    await expect(pt.getByRole('button', { name: 'Confirmar' })).toBeVisible();

    // The blog and the site pages.
    await pt.goto('/admin/blog');
    await expect(pt).toHaveTitle(/^Blogue \| Roteiro$/);
    await expect(pt.getByRole('heading', { level: 1, name: 'Blogue' })).toBeVisible();
    await expect(pt.getByRole('link', { name: 'Novo artigo' })).toBeVisible();
    await expect(pt.getByRole('columnheader', { name: 'Estado' }).first()).toBeVisible();
    await pt.goto('/admin/site-pages');
    await expect(pt).toHaveTitle(/^Páginas do site \| Roteiro$/);
    await expect(pt.getByRole('heading', { level: 1, name: 'Páginas do site' })).toBeVisible();
    await expect(pt.getByRole('heading', { level: 2, name: 'Sobre nós' })).toBeVisible();
    await expect(pt.getByRole('link', { name: 'Editar Sobre nós em inglês' })).toBeVisible();
  } finally {
    await call(pt.request, settingsApi.updateLanguage, { body: { locale: 'en' } });
    await context.close();
  }
});
