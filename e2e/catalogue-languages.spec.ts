import { catalogueAdminApi } from '@roteiro/domain/catalogue/catalogue-admin.api';
import { activityPath } from '@roteiro/domain/catalogue/storefront';
import { PAGE_SIZE_MAX } from '@roteiro/domain/paging/page';
import { settingsApi } from '@roteiro/domain/settings/settings.api';
import { call } from './api.ts';
import { chooseFiles, copyOfActivity, picture } from './catalogue.ts';
import { expect, type Page, test } from './fixtures.ts';
import { demo, gotoReady, signIn } from './helpers.ts';

/**
 * The catalogue in both languages (issue 36): a Portuguese reader reads a demo activity's own Portuguese texts,
 * and an activity with no Portuguese version in English, marked as English and with a note that says so.
 */

const NOTE = 'Parte desta atividade ainda não está traduzida: mostramos o texto original em inglês.';
const BELEM_PT = 'Monumentos de Belém em tuk-tuk';
const PASS = 'Lisbon river and tram day pass';

test('a Portuguese reader reads a translated activity in Portuguese, and an untranslated one in English with a note', async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  await page.context().addCookies([{ name: 'lang', value: 'pt-PT', url: String(baseURL) }]);

  // The search results' card carries the Portuguese title, and opens the Portuguese page.
  await gotoReady(page, '/discover?search=belem');
  await expect(page.getByRole('heading', { level: 1, name: 'Resultados para «belem»' })).toBeVisible();
  const card = page.getByRole('link', { name: new RegExp(BELEM_PT) }).first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading', { level: 3 })).not.toHaveAttribute('lang', 'en');
  const path = await card.getAttribute('href');
  expect(path).toMatch(/^\/details\/[0-9a-f-]{36}\/belem-monuments-by-tuk-tuk$/);
  await card.click();
  await expect(page.getByRole('heading', { level: 1, name: BELEM_PT })).toBeVisible();
  await expect(page).toHaveTitle(`${BELEM_PT} | Roteiro`);
  await expect(page.getByText(/^Um passeio de tuk-tuk elétrico ao longo do rio até Belém/)).toBeVisible();
  await expect(page.getByText('Estação do Cais do Sodré, entrada principal')).toBeVisible();
  await expect(page.getByText('Mosteiro dos Jerónimos', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ponto de encontro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver disponibilidade' }).first()).toBeVisible();
  await expect(page.getByText(NOTE)).toHaveCount(0);
  await expect(page.locator('main [lang="en"]')).toHaveCount(0);

  // The served page shares it with its Portuguese title and description.
  const html = await (await request.get(String(path), { headers: { cookie: 'lang=pt-PT' } })).text();
  expect(html).toContain(`<meta property="og:title" content="${BELEM_PT}"`);
  expect(html).toContain('content="Um passeio de tuk-tuk elétrico ao longo do rio até Belém');
  const english = await (await request.get(String(path), { headers: { cookie: 'lang=en' } })).text();
  expect(english).toContain('<meta property="og:title" content="Belém monuments by tuk-tuk"');

  // The day pass has no Portuguese version: its English texts, marked as English, under a note.
  await gotoReady(page, '/unlock');
  await page.getByRole('link', { name: new RegExp(PASS) }).click();
  const title = page.getByRole('heading', { level: 1, name: PASS });
  await expect(title).toBeVisible();
  await expect(title).toHaveAttribute('lang', 'en');
  await expect(page.getByText(NOTE)).toBeVisible();
  const description = page.getByText(/^A day pass for the historic tram 28 route/);
  await expect(description).toBeVisible();
  await expect(page.locator('[lang="en"]', { has: description })).toHaveCount(1);
  // Everything around the activity's own words is still Portuguese.
  await expect(page.getByRole('heading', { level: 2, name: 'Ponto de encontro' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver disponibilidade' }).first()).toBeVisible();
});

test('signed in with a Portuguese account, the home page and an activity read in Portuguese', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The seed makes the Sintra Trails accounts Portuguese: signed in, the account's language wins over the browser's.
  await signIn(page, demo.companyWithoutSetup, '/guider/login');
  await gotoReady(page, '/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt-PT');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Descubra Portugal com guias locais' }),
  ).toBeVisible();
  const featured = page.getByRole('region', { name: 'Atividades em destaque' });
  const alfama = featured.getByRole('link', { name: /Visita guiada a pé por Alfama e Mouraria/ }).first();
  await expect(alfama).toBeVisible();
  await expect(
    featured.getByRole('link', { name: /Excursão de um dia aos palácios de Sintra/ }).first(),
  ).toBeVisible();
  await expect(featured.getByText('Alfama and Mouraria walking tour with a local guide')).toHaveCount(0);
  await alfama.click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Visita guiada a pé por Alfama e Mouraria com um guia local',
    }),
  ).toBeVisible();
  await expect(page).toHaveURL(
    /\/details\/[0-9a-f-]{36}\/alfama-and-mouraria-walking-tour-with-a-local-guide$/,
  );
  await expect(page.getByText('Praça do Comércio, junto ao Arco da Rua Augusta')).toBeVisible();
  await expect(page.getByText('Sé de Lisboa', { exact: true })).toBeVisible();
  await expect(
    page.getByText('Cancelamento gratuito até 24 horas antes do início da atividade.').first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Itinerário' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ver disponibilidade' }).first()).toBeVisible();
  await expect(page.getByText(NOTE)).toHaveCount(0);
});

test("the admins' activity list shows how far each activity is in Portuguese", async ({ page }) => {
  await signIn(page, demo.admin);
  await gotoReady(page, '/admin/activities');
  await expect(page.getByRole('columnheader', { name: 'Portuguese' })).toBeVisible();
  const row = (title: string) => page.getByRole('row', { name: new RegExp(title) });
  await expect(row('Belém monuments by tuk-tuk')).toContainText('Translated');
  await expect(row(PASS)).toContainText('Not translated');
});

test('an admin with a Portuguese account writes an activity’s Portuguese texts, which Portuguese readers then read', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.admin);
  // An activity of the test's own (the seed's day pass stays untranslated): a copy of the day pass, in English only.
  const title = `River day pass ${Date.now()}`;
  const titlePt = `Passe de um dia pelo rio ${title.split(' ').at(-1)}`;
  const descriptionPt = 'Um passe de um dia para o elétrico 28 e os barcos do Tejo, ao seu ritmo.';
  const id = await copyOfActivity(page.request, await demoPassId(page), { title });
  // Hidden again at the end: the storefront's pass list of this server shows the demo passes only.
  try {
    // The admin's account in Portuguese (set back at the end: other tests sign in as the demo admin).
    await call(page.request, settingsApi.updateLanguage, { body: { locale: 'pt-PT' } });
    try {
      await gotoReady(page, `/admin/activities/edit/${id}`);
      await expect(page).toHaveTitle(/^Editar atividade \| Roteiro$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Editar atividade' })).toBeVisible();
      const section = page.getByRole('region', { name: 'Textos em português' });
      await expect(section.getByRole('heading', { level: 2, name: 'Textos em português' })).toBeVisible();
      await expect(section.getByText('Sem tradução')).toBeVisible();
      await section.getByRole('button', { name: 'Escrever os textos em português' }).click();

      // Each English text beside its Portuguese field; every field optional.
      const titleField = section.getByLabel('Título em português', { exact: true });
      await expect(titleField).toBeVisible();
      await expect(section.getByText(title, { exact: true })).toBeVisible();
      await expect(section.getByLabel('Descrição em português', { exact: true })).toBeVisible();
      await expect(section.getByLabel('Destaque 1 em português')).toBeVisible();
      await titleField.fill(titlePt);
      await section.getByLabel('Descrição em português', { exact: true }).fill(descriptionPt);
      await section.getByRole('button', { name: 'Guardar os textos em português' }).click();
      await expect(page.getByText('Textos em português guardados.')).toBeVisible();
      await expect(section.getByText('Tradução parcial')).toBeVisible();

      // Saved: the admins' list says so, and leaving asks nothing.
      await page.getByRole('link', { name: 'Voltar a «Gerir conteúdos»' }).click();
      await expect(page).toHaveURL(/\/admin\/activities$/);
      await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Tradução parcial');
    } finally {
      await call(page.request, settingsApi.updateLanguage, { body: { locale: 'en' } });
    }

    // A Portuguese reader reads the two texts in Portuguese, the rest in English under the note.
    const path = activityPath({ id, title });
    const reader = await browser.newContext();
    await reader.addCookies([{ name: 'lang', value: 'pt-PT', url: String(baseURL) }]);
    const pt = await reader.newPage();
    await gotoReady(pt, path);
    const heading = pt.getByRole('heading', { level: 1, name: titlePt });
    await expect(heading).toBeVisible();
    await expect(heading).not.toHaveAttribute('lang', 'en');
    await expect(pt.getByText(descriptionPt).first()).toBeVisible();
    await expect(pt.getByText(NOTE)).toBeVisible();
    await reader.close();

    // An English reader still reads the activity's own English texts.
    const english = await browser.newContext();
    await english.addCookies([{ name: 'lang', value: 'en', url: String(baseURL) }]);
    const en = await english.newPage();
    await gotoReady(en, path);
    await expect(en.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(en.getByText(descriptionPt)).toHaveCount(0);
    await english.close();
  } finally {
    await call(page.request, catalogueAdminApi.changeActivityFlags, {
      params: { id },
      body: { isVisible: false },
    });
  }
});

test('a Portuguese reader reads the demo events and tickets in Portuguese, and the untranslated ticket in English with a note', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await page.context().addCookies([{ name: 'lang', value: 'pt-PT', url: String(baseURL) }]);
  await gotoReady(page, '/');

  // The tickets: two translated (title and description), the tram day ticket left in English under its note.
  const tickets = page.getByRole('region', { name: 'Bilhetes' });
  const belem = tickets.getByRole('heading', { level: 3, name: 'Entrada sem fila na Torre de Belém' });
  await expect(belem).toBeVisible();
  await expect(belem).not.toHaveAttribute('lang', 'en');
  await expect(tickets.getByText(/^Entrada com hora marcada na fortaleza do século XVI/)).toBeVisible();
  await expect(tickets.getByText('Belém Tower skip-the-line entry')).toHaveCount(0);
  const tram = tickets.getByRole('heading', { level: 3, name: 'Lisbon tram 28 day ticket' });
  await expect(tram).toHaveAttribute('lang', 'en');
  await expect(tickets.getByText(/^Unlimited rides for 24 hours/)).toHaveAttribute('lang', 'en');
  // The note sits in the tram's card only (other tests of this server may add untranslated tickets of their own).
  const cardOf = (heading: typeof tram) =>
    heading.locator('xpath=ancestor::div[contains(@class, "mantine-Card-root")][1]');
  await expect(cardOf(tram).getByText('Em inglês: ainda sem tradução')).toHaveCount(1);
  await expect(cardOf(belem).getByText('Em inglês: ainda sem tradução')).toHaveCount(0);

  // The events: their Portuguese titles, and the event's page under it.
  const events = page.getByRole('region', { name: 'Eventos' });
  const fado = events.getByRole('link', { name: /Noite de fado em Alfama/ });
  await expect(fado).toBeVisible();
  await expect(events.getByText('Fado night in Alfama')).toHaveCount(0);
  // No note on the translated event's card (the card is its link; another test may add an untranslated event).
  await expect(fado.getByText('Em inglês: ainda sem tradução')).toHaveCount(0);
  await fado.click();
  const heading = page.getByRole('heading', { level: 1, name: 'Noite de fado em Alfama' });
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveAttribute('lang', 'en');
  await expect(page).toHaveURL(/\/event\/[0-9a-f-]{36}\/details\/[0-9a-f-]{36}\/fado-night-in-alfama$/);
});

test('a new event and a new ticket get their Portuguese texts while created, saved with Confirm', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.admin);
  const stamp = Date.now();
  const eventTitle = `Fado evening ${stamp}`;
  const eventTitlePt = `Noite de fado ${stamp}`;
  const ticketTitle = `Coach museum entry ${stamp}`;
  const ticketTitlePt = `Entrada no Museu dos Coches ${stamp}`;
  const created: { events: string[]; tickets: string[] } = { events: [], tickets: [] };
  try {
    // The event: its Portuguese title written beside the English one before it exists, saved by its Confirm.
    await gotoReady(page, '/admin/event/create');
    const section = page.getByRole('region', { name: 'Portuguese texts' });
    await expect(section.getByText('Confirm saves them with the rest of the form.')).toBeVisible();
    await section.getByRole('button', { name: 'Write the Portuguese texts' }).click();
    await expect(
      section.getByText('Each Portuguese field appears here once its English text is written above.'),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(eventTitle);
    await expect(section.getByText(eventTitle, { exact: true })).toBeVisible();
    // No Save of their own while the event does not exist, and Enter in the field sends nothing.
    await expect(section.getByRole('button', { name: 'Save the Portuguese texts' })).toHaveCount(0);
    const eventPt = section.getByLabel('Title in Portuguese', { exact: true });
    // Longer than a title may be (160 characters).
    await eventPt.fill('Noite de fado '.repeat(12));
    await eventPt.press('Enter');
    await page.getByLabel('Price per person').fill('30');
    const tomorrow = new Date(Date.now() + 36 * 3600 * 1000).toISOString().slice(0, 10);
    const [year, month, day] = tomorrow.split('-');
    await page.getByLabel('Date').fill(`${day}/${month}/${year}`);
    await page.getByLabel('Date').blur();
    await page.getByLabel('Time').fill('21:30');
    await page.getByRole('combobox', { name: 'Activity' }).click();
    await page.getByRole('option', { name: 'Belém monuments by tuk-tuk' }).click();

    // A Portuguese title that cannot be saved (too long) stops Confirm before anything is saved.
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByText('Check the Portuguese texts: one of them cannot be saved as it is. Nothing was saved.'),
    ).toBeVisible();
    await expect(eventPt).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/admin\/event\/create$/);
    expect((await adminItems(page, 'events')).some((item) => item.title === eventTitle)).toBe(false);

    await eventPt.fill(eventTitlePt);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Event created!')).toBeVisible();
    await expect(page.getByText('Portuguese texts saved.')).toBeVisible();
    await expect(page).toHaveURL(/tab=events/);
    await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toHaveCount(0);
    const event = (await adminItems(page, 'events')).find((item) => item.title === eventTitle);
    expect(event).toBeDefined();
    created.events.push(event?.id ?? '');
    const eventTexts = await call(page.request, catalogueAdminApi.eventTranslation, {
      params: { id: event?.id ?? '', locale: 'pt-PT' },
    });
    expect(eventTexts.texts.title).toBe(eventTitlePt);
    await expect(page.getByRole('row', { name: new RegExp(eventTitle) })).toContainText('Translated');

    // The ticket: the server chooses its id, and its Portuguese texts follow it once created.
    await gotoReady(page, '/admin/ticket/create');
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(ticketTitle);
    await page
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Entry to the royal coaches of Belém.');
    await page.getByLabel('Price').fill('12');
    await page.getByLabel('Ticket link').fill('https://tickets.example.com/coaches');
    await section.getByRole('button', { name: 'Write the Portuguese texts' }).click();
    await section.getByLabel('Title in Portuguese', { exact: true }).fill(ticketTitlePt);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Ticket created!')).toBeVisible();
    await expect(page.getByText('Portuguese texts saved.')).toBeVisible();
    await expect(page).toHaveURL(/tab=tickets/);
    const ticket = (await adminItems(page, 'tickets')).find((item) => item.title === ticketTitle);
    expect(ticket).toBeDefined();
    created.tickets.push(ticket?.id ?? '');
    const ticketTexts = await call(page.request, catalogueAdminApi.ticketTranslation, {
      params: { id: ticket?.id ?? '', locale: 'pt-PT' },
    });
    expect(ticketTexts.texts).toMatchObject({ title: ticketTitlePt });
    await expect(page.getByRole('row', { name: new RegExp(ticketTitle) })).toContainText('Partly translated');
  } finally {
    // Out of the storefront again: other tests count the demo's events and tickets there.
    for (const id of created.events) {
      await call(page.request, catalogueAdminApi.changeEventVisibility, {
        params: { id },
        body: { isVisible: false },
      });
    }
    for (const id of created.tickets) {
      await call(page.request, catalogueAdminApi.changeTicketVisibility, {
        params: { id },
        body: { isVisible: false },
      });
    }
  }
});

/** The admins' list of events or tickets (newest included). */
async function adminItems(page: Page, kind: 'events' | 'tickets') {
  const { items } = await call(page.request, catalogueAdminApi[kind], {
    query: { page: 1, pageSize: PAGE_SIZE_MAX },
  });
  return items;
}

/** The demo day pass's id, from the admins' list. */
async function demoPassId(page: Page): Promise<string> {
  const list = await call(page.request, catalogueAdminApi.activities, {
    query: { page: 1, pageSize: PAGE_SIZE_MAX },
  });
  const pass = list.items.find((item) => item.title === PASS);
  expect(pass).toBeDefined();
  return pass?.id ?? '';
}

/** The admins' copy of an activity's Portuguese texts, as stored. */
async function storedPortuguese(page: Page, id: string) {
  const { texts } = await call(page.request, catalogueAdminApi.activityTranslation, {
    params: { id, locale: 'pt-PT' },
  });
  return texts;
}

test('a new activity gets its Portuguese texts while it is created, saved when the wizard is confirmed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, demo.admin);
  const stamp = Date.now();
  const title = `Castle walk ${stamp}`;
  const titlePt = `Passeio ao castelo ${stamp}`;
  await gotoReady(page, '/admin/activities/create');
  const next = page.getByRole('button', { name: 'Next', exact: true });
  const section = page.getByRole('region', { name: 'Portuguese texts' });
  await expect(section.getByText('Confirming the activity saves them with it.')).toBeVisible();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page
    .getByRole('textbox', { name: 'Description', exact: true })
    .fill('Climb to the castle of São Jorge with a local guide, by the oldest lanes of Lisbon.');
  await page.getByLabel('Duration in minutes').fill('120');
  await page.getByLabel('Shared price per person').fill('20');
  await page.getByLabel('Private price per group').fill('120');
  await page.getByLabel('Guider payment per run').fill('50');

  // The Portuguese texts beside the English ones written so far; no Save of their own: nothing exists yet.
  await section.getByRole('button', { name: 'Write the Portuguese texts' }).click();
  await expect(section.getByText(title, { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Save the Portuguese texts' })).toHaveCount(0);
  await section.getByLabel('Title in Portuguese', { exact: true }).fill(titlePt);
  // Enter in a field sends nothing while the activity does not exist.
  await section.getByLabel('Title in Portuguese', { exact: true }).press('Enter');
  await expect(page.getByRole('progressbar', { name: 'Step 1 of 5' })).toBeVisible();
  await next.click();

  await chooseFiles(page, 'Choose cover', [await picture('cover.png', { r: 90, g: 40, b: 20 })]);
  await chooseFiles(page, 'Add photos', [await picture('gallery.png', { r: 20, g: 90, b: 60 })]);
  await expect(page.getByRole('img', { name: 'gallery photo 1' })).toBeVisible();
  await next.click();
  await page
    .getByRole('textbox', { name: 'Cancellation policy', exact: true })
    .fill('Free cancellation up to 24 hours before.');
  await next.click();
  await page.getByLabel('Stop title').first().fill('São Jorge Castle');
  await page.getByLabel('Stop description').first().fill('The Moorish castle above Alfama.');
  // The stop written in the wizard has its Portuguese fields now.
  await section.getByLabel('Stop 1: title in Portuguese').fill('Castelo de São Jorge');
  await next.click();
  await expect(page.getByRole('progressbar', { name: 'Step 5 of 5' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Activity created!')).toBeVisible();
  await expect(page.getByText('Portuguese texts saved.')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/activities$/);
  await expect(page.getByRole('row', { name: new RegExp(title) })).toContainText('Partly translated');

  const list = await call(page.request, catalogueAdminApi.activities, {
    query: { page: 1, pageSize: PAGE_SIZE_MAX },
  });
  const id = list.items.find((item) => item.title === title)?.id ?? '';
  expect(id).not.toBe('');
  try {
    const texts = await storedPortuguese(page, id);
    expect(texts.title).toBe(titlePt);
    expect(texts.stops?.[0]?.title).toBe('Castelo de São Jorge');
  } finally {
    await call(page.request, catalogueAdminApi.changeActivityFlags, {
      params: { id },
      body: { isVisible: false },
    });
  }
});

test('confirming the wizard saves the Portuguese texts written beside it, after checking them', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, demo.admin);
  // An activity of the test's own: a copy of the day pass, in English only.
  const title = `Tram day pass ${Date.now()}`;
  const id = await copyOfActivity(page.request, await demoPassId(page), { title });
  try {
    await gotoReady(page, `/admin/activities/edit/${id}`);
    const section = page.getByRole('region', { name: 'Portuguese texts' });
    await section.getByRole('button', { name: 'Write the Portuguese texts' }).click();
    const titlePt = section.getByLabel('Title in Portuguese', { exact: true });
    const confirm = page.getByRole('button', { name: 'Confirm' });
    const toReview = async () => {
      for (let i = 0; i < 4; i += 1) {
        await page.getByRole('button', { name: 'Next', exact: true }).click();
      }
    };

    // Only the Portuguese texts changed: Confirm is not "no changes", and it checks them before anything is saved.
    await titlePt.fill('Sé');
    await toReview();
    await expect(confirm).toHaveAttribute('aria-disabled', 'false');
    await confirm.click();
    await expect(
      page.getByText('Check the Portuguese texts: one of them cannot be saved as it is. Nothing was saved.'),
    ).toBeVisible();
    await expect(titlePt).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(new RegExp(`/admin/activities/edit/${id}$`));
    expect((await storedPortuguese(page, id)).title).toBeUndefined();

    // An English change and the Portuguese title, confirmed together: both are saved, no prompt to leave.
    const titlePtText = `Passe do elétrico ${title.split(' ').at(-1)}`;
    await titlePt.fill(titlePtText);
    for (let i = 0; i < 4; i += 1) {
      await page.getByRole('button', { name: 'Back' }).click();
    }
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} updated`);
    await toReview();
    await confirm.click();
    await expect(page.getByText('Activity updated!')).toBeVisible();
    await expect(page.getByText('Portuguese texts saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/activities$/);
    await expect(page.getByRole('dialog', { name: 'Unsaved changes' })).toHaveCount(0);
    expect((await storedPortuguese(page, id)).title).toBe(titlePtText);
    const saved = await call(page.request, catalogueAdminApi.activity, { params: { id } });
    expect(saved.values.title).toBe(`${title} updated`);
  } finally {
    await call(page.request, catalogueAdminApi.changeActivityFlags, {
      params: { id },
      body: { isVisible: false },
    });
  }
});
