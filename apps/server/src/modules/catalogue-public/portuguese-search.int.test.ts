import { activityInputFromForm, type TActivityFormValues } from '@roteiro/domain/catalogue/activity-form';
import { CITIES } from '@roteiro/domain/catalogue/cities';
import type { TActivityTranslationInput } from '@roteiro/domain/catalogue/translation';
import categoriesPt from '@roteiro/domain/locales/pt-PT/categories.json';
import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { down, SEARCH_CITY_NAMES_PT, up } from '../../db/migrations/0049_portuguese_search.ts';
import {
  down as downDayTripName,
  SEARCH_CATEGORY_NAMES_PT,
  up as upDayTripName,
} from '../../db/migrations/0055_day_trip_name_pt.ts';
import {
  createActivityThroughApi,
  createCatalogueTestApp,
  tourValues,
} from '../catalogue-admin/catalogue-admin.test-helpers.ts';

/**
 * Search in the reader's language (issue 36, migration 0049): a Portuguese reader's search reads the Portuguese
 * texts with Portuguese stemming, accent-insensitive, and the English ones of whatever is not translated; an
 * English reader's search is as before. The document follows every write of an activity or its translation.
 */
const t = await createCatalogueTestApp();

const translate = async (id: string, texts: TActivityTranslationInput) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/activities/${id}/translations/pt-PT`,
    headers: { cookie: t.admin },
    payload: { texts },
  });
  expect(res.statusCode, res.body).toBe(200);
};

async function createActivity(values: Partial<TActivityFormValues>) {
  const all = { ...(await tourValues(t)), ...values };
  return { id: await createActivityThroughApi(t, all), values: all };
}

/** The titles a search finds, in the reader's language (`en`: no locale in the URL, as the English storefront). */
async function search(words: string, locale: 'en' | 'pt-PT') {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/activities?search=${encodeURIComponent(words)}${locale === 'pt-PT' ? '&locale=pt-PT' : ''}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ items: { title: string }[]; total: number }>();
  expect(body.total).toBe(body.items.length);
  return body.items.map((item) => item.title).sort();
}

const alfama = await createActivity({
  title: 'Old quarter walking tour',
  description: 'Climb the oldest streets of the city with a local guide and see the tiles.',
  categories: ['history'],
  city: 'Lisbon, Portugal',
});
await translate(alfama.id, {
  title: 'Passeios pelo bairro de Alfama',
  description: 'Suba às ruas mais antigas de Lisboa com um guia local e veja os azulejos.',
});
await createActivity({
  title: 'Belém monuments by tuk-tuk',
  description: 'A ride to the Jerónimos Monastery and the tower by the river, with custard tarts.',
  categories: ['tuk-tuk'],
  city: 'Lisbon, Portugal',
});
const cruise = await createActivity({
  title: 'Sunset river cruise',
  description: 'Sail down the river at the end of the day and watch the light change.',
  categories: ['sightseeing'],
  city: 'Sintra, Portugal',
});
await translate(cruise.id, {
  title: 'Cruzeiro ao pôr do sol em Belém',
  description: 'Navegue pelo rio ao fim do dia e veja a luz a mudar sobre a cidade.',
});

const ALFAMA_PT = 'Passeios pelo bairro de Alfama';
const CRUISE_PT = 'Cruzeiro ao pôr do sol em Belém';
const BELEM = 'Belém monuments by tuk-tuk';

describe('search in Portuguese', () => {
  it('stems Portuguese words: a plural or another ending finds the word as written', async () => {
    expect(await search('passeio', 'pt-PT')).toEqual([ALFAMA_PT]);
    expect(await search('bairros', 'pt-PT')).toEqual([ALFAMA_PT]);
    // The text says "antigas": 'antigo' is no prefix of it, but both stem to 'antig'.
    expect(await search('antigo', 'pt-PT')).toEqual([ALFAMA_PT]);
    expect(await search('navegar', 'pt-PT')).toEqual([CRUISE_PT]);
    // The same words with English stemming ('antigo' stays 'antigo') find nothing in English.
    expect(await search('antigo', 'en')).toEqual([]);
  });

  it('ignores accents and case, both typed and written', async () => {
    expect(await search('belem', 'pt-PT')).toEqual([BELEM, CRUISE_PT]);
    expect(await search('BELÉM', 'pt-PT')).toEqual([BELEM, CRUISE_PT]);
    expect(await search('cruzeiro pôr sol', 'pt-PT')).toEqual([CRUISE_PT]);
    expect(await search('jerónimos', 'pt-PT')).toEqual([BELEM]);
  });

  it('finds an activity with no Portuguese version through its English texts', async () => {
    expect(await search('monuments', 'pt-PT')).toEqual([BELEM]);
    expect(await search('custard tarts', 'pt-PT')).toEqual([BELEM]);
  });

  it('finds a translated activity by the English words its translation replaced, after Portuguese matches', async () => {
    expect(await search('sunset', 'pt-PT')).toEqual([CRUISE_PT]);
    expect(await search('sunset', 'en')).toEqual(['Sunset river cruise']);
    const inPortuguese = await createActivity({
      title: 'An evening of songs',
      description: 'Traditional songs of the city in a small tavern, with dinner.',
      durationMinutes: 60,
    });
    await translate(inPortuguese.id, { title: 'Noite de fado em Alfama' });
    const replacedEnglish = await createActivity({
      title: 'Fado house dinner',
      description: 'Dinner in a tavern where the old songs of the city are sung.',
      durationMinutes: 300,
    });
    await translate(replacedEnglish.id, {
      title: 'Jantar com música tradicional',
      description: 'Jantar numa taberna onde se cantam as canções antigas da cidade.',
    });
    // Longest first when nothing ranks them: the Portuguese title outranks the longer one's English title.
    const res = await t.app.inject({ method: 'GET', url: '/api/activities?search=fado&locale=pt-PT' });
    expect(res.json().items.map((item: { title: string }) => item.title)).toEqual([
      'Noite de fado em Alfama',
      'Jantar com música tradicional',
    ]);
    await t.db.deleteFrom('activity').where('id', 'in', [inPortuguese.id, replacedEnglish.id]).execute();
  });

  it("finds the categories' Portuguese names and the city in either language", async () => {
    expect(await search('pontos turisticos', 'pt-PT')).toEqual([CRUISE_PT]);
    expect(await search('história', 'pt-PT')).toEqual([ALFAMA_PT]);
    expect(await search('lisboa', 'pt-PT')).toEqual([BELEM, ALFAMA_PT].sort());
    expect(await search('lisbon', 'pt-PT')).toEqual([BELEM, ALFAMA_PT].sort());
    expect(await search('lisboa', 'en')).toEqual([]);
  });

  it('leaves English search as it was: English texts, English stemming', async () => {
    expect(await search('passeios', 'en')).toEqual([]);
    expect(await search('cruises', 'en')).toEqual(['Sunset river cruise']);
    expect(await search('belem', 'en')).toEqual([BELEM]);
    expect(await search('walking', 'en')).toEqual(['Old quarter walking tour']);
  });

  it('follows a changed translation, a changed English text and a removed translation at once', async () => {
    const { id, values } = await createActivity({
      title: 'Harbour fishing morning',
      description: 'Go out with the fishermen of the harbour before the markets open.',
      categories: ['water-sports'],
    });
    await translate(id, {
      title: 'Manhã de pesca no porto',
      description: 'Saia com os pescadores antes de os mercados abrirem.',
    });
    expect(await search('pescadores', 'pt-PT')).toEqual(['Manhã de pesca no porto']);

    await translate(id, { title: 'Madrugada com os pescadores' });
    // The title changed; the description, no longer translated, is the English one again.
    expect(await search('manha', 'pt-PT')).toEqual([]);
    expect(await search('madrugada', 'pt-PT')).toEqual(['Madrugada com os pescadores']);
    expect(await search('fishermen markets', 'pt-PT')).toEqual(['Madrugada com os pescadores']);

    await translate(id, {});
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/activities/${id}`,
      headers: { cookie: t.admin },
      payload: { activity: activityInputFromForm({ ...values, title: 'Harbour trawler morning' }) },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await search('trawler', 'pt-PT')).toEqual(['Harbour trawler morning']);
    expect(await search('madrugada', 'pt-PT')).toEqual([]);
    expect(await search('desportos aquaticos', 'pt-PT')).toEqual(['Harbour trawler morning']);

    // Its translation row goes with it (the trigger of the translation meets an activity being deleted).
    await t.db.deleteFrom('activity').where('id', '=', id).execute();
    expect(await search('trawler', 'pt-PT')).toEqual([]);
  });

  it('never shows a hidden activity to a Portuguese search', async () => {
    const { id } = await createActivity({ title: 'Secret garden of the convent' });
    await translate(id, { title: 'Jardim secreto do convento' });
    expect(await search('jardim secreto', 'pt-PT')).toEqual(['Jardim secreto do convento']);
    await t.db.updateTable('activity').set({ isVisible: false }).where('id', '=', id).execute();
    expect(await search('jardim secreto', 'pt-PT')).toEqual([]);
  });

  it('builds the document of every activity already translated when the migration runs (and undoes cleanly)', async () => {
    const db = t.db as unknown as Kysely<unknown>;
    await downDayTripName(db);
    await down(db);
    await up(db);
    await upDayTripName(db);
    expect(await search('passeio', 'pt-PT')).toEqual([ALFAMA_PT]);
    expect(await search('monuments', 'pt-PT')).toEqual([BELEM]);
    expect(await search('sunset', 'pt-PT')).toEqual([CRUISE_PT]);
  });

  it('names the day trip "excursão de um dia" (migration 0055), in the stored documents too', async () => {
    const { id } = await createActivity({
      title: 'Douro valley from Porto',
      description: 'A whole day in the vineyards of the valley, with lunch at a farm.',
      categories: ['day-trip'],
    });
    expect(await search('excursao', 'pt-PT')).toEqual(['Douro valley from Porto']);
    expect(await search('viagem', 'pt-PT')).toEqual([]);
    // Undone, the document is built with 0049's name again; done again, with the glossary's.
    const db = t.db as unknown as Kysely<unknown>;
    await downDayTripName(db);
    expect(await search('viagem', 'pt-PT')).toEqual(['Douro valley from Porto']);
    await upDayTripName(db);
    expect(await search('Excursão', 'pt-PT')).toEqual(['Douro valley from Porto']);
    expect(await search('viagem', 'pt-PT')).toEqual([]);
    await t.db.deleteFrom('activity').where('id', '=', id).execute();
  });

  it("searches the domain's Portuguese category names and every city (frozen in migrations 0049 and 0055)", () => {
    expect(SEARCH_CATEGORY_NAMES_PT).toEqual(categoriesPt);
    expect(Object.keys(SEARCH_CITY_NAMES_PT).sort()).toEqual([...CITIES].sort());
  });
});
