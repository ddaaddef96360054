import { randomUUID } from 'node:crypto';
import { catalogueFormMessages as m } from '@roteiro/domain/catalogue/activity-messages';
import { describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../../test/test-app.ts';
import { findPagePreview } from '../catalogue-public/catalogue-public.service.ts';
import {
  createActivityThroughApi,
  createCatalogueTestApp,
  tourValues,
} from './catalogue-admin.test-helpers.ts';

/**
 * An activity's Portuguese texts (issue 36): admins read and write them; the public reads show them to a
 * Portuguese reader (the language in the URL) and say which texts stayed in English.
 */
const t = await createCatalogueTestApp();

const translationUrl = (id: string) => `/api/admin/activities/${id}/translations/pt-PT`;
const save = (id: string, texts: unknown, cookie = t.admin) =>
  t.app.inject({ method: 'PUT', url: translationUrl(id), headers: { cookie }, payload: { texts } });

const portuguese = {
  title: 'Visita guiada a pé por Alfama',
  description: 'Suba ao bairro mais antigo de Lisboa com um guia local.',
  cancellationPolicy: 'Cancelamento gratuito até 24 horas antes.',
  stops: [{ title: 'Sé de Lisboa', description: 'A Sé, construída em 1147.' }],
};

describe("an activity's Portuguese texts, for admins", () => {
  it('reads empty before any is written, then as saved (trimmed, empty texts left out)', async () => {
    const id = await createActivityThroughApi(t, await tourValues(t));
    const before = await t.app.inject({
      method: 'GET',
      url: translationUrl(id),
      headers: { cookie: t.admin },
    });
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ activityId: id, locale: 'pt-PT', texts: {}, updatedAt: null });

    const saved = await save(id, { ...portuguese, title: `  ${portuguese.title} `, whatToExpect: '' });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: translationUrl(id),
      headers: { cookie: t.admin },
    });
    expect(after.json().texts).toEqual(portuguese);
    expect(after.json().updatedAt).toEqual(expect.any(String));

    // Saving again replaces the whole translation: a text left out is English again.
    expect((await save(id, { title: portuguese.title })).statusCode).toBe(200);
    const rows = await t.db
      .selectFrom('activity_translation')
      .select(['texts'])
      .where('activityId', '=', id)
      .execute();
    expect(rows.map((row) => row.texts)).toEqual([{ title: portuguese.title }]);
  });

  it('refuses texts outside the English limits with the field message, and keeps what was saved', async () => {
    const id = await createActivityThroughApi(t, await tourValues(t));
    await save(id, portuguese);
    const refused = await save(id, { title: 'Sé', cancellationPolicy: 'x'.repeat(201), price: 1 });
    expect(refused.statusCode).toBe(400);
    const fields = refused.json().error.fields;
    expect(fields['texts.title']).toBe(m.titleTooLong);
    expect(fields['texts.cancellationPolicy']).toBe(m.cancellationPolicyLength);
    const kept = await t.app.inject({ method: 'GET', url: translationUrl(id), headers: { cookie: t.admin } });
    expect(kept.json().texts).toEqual(portuguese);
  });

  it('answers 404 for an unknown activity or language, and only to admins', async () => {
    const id = await createActivityThroughApi(t, await tourValues(t));
    expect((await save(randomUUID(), portuguese)).statusCode).toBe(404);
    const spanish = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/activities/${id}/translations/es`,
      headers: { cookie: t.admin },
      payload: { texts: portuguese },
    });
    expect(spanish.statusCode).toBe(400);
    const company = await createUser(t.db, 'company');
    expect((await save(id, portuguese, await signIn(t.app, company.email))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: translationUrl(id) })).statusCode).toBe(401);
    // The translation goes with its activity.
    await save(id, portuguese);
    await t.db.deleteFrom('activity').where('id', '=', id).execute();
    const left = await t.db
      .selectFrom('activity_translation')
      .select('activityId')
      .where('activityId', '=', id)
      .execute();
    expect(left).toEqual([]);
  });

  it("shows each activity's translation state in the admins' list", async () => {
    const state = async (id: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/admin/activities?pageSize=100',
        headers: { cookie: t.admin },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().items.find((item: { id: string }) => item.id === id)?.portuguese;
    };
    const id = await createActivityThroughApi(t, await tourValues(t));
    expect(await state(id)).toBe('none');
    await save(id, portuguese);
    expect(await state(id)).toBe('partial');
    await save(id, {
      ...portuguese,
      meetingPoint: 'Praça do Comércio, 1100-148 Lisboa',
      whatsIncluded: 'Um guia local',
      whatToExpect: 'Calçado confortável',
      stops: [
        portuguese.stops[0],
        { title: 'Miradouro de Santa Luzia', description: 'Um terraço de azulejos com vista.' },
      ],
    });
    expect(await state(id)).toBe('complete');
  });
});

describe('the public reads in the reader’s language', () => {
  it('show the Portuguese texts to a Portuguese reader, English where missing, and say which', async () => {
    const id = await createActivityThroughApi(t, await tourValues(t));
    await save(id, portuguese);

    const english = await t.app.inject({ method: 'GET', url: `/api/activities/${id}` });
    expect(english.statusCode, english.body).toBe(200);
    expect(english.json()).toMatchObject({
      title: 'Alfama walking tour',
      contentLocale: 'en',
      englishTexts: [],
      slug: 'alfama-walking-tour',
    });

    const read = await t.app.inject({ method: 'GET', url: `/api/activities/${id}?locale=pt-PT` });
    expect(read.statusCode, read.body).toBe(200);
    const details = read.json();
    expect(details).toMatchObject({
      title: portuguese.title,
      description: portuguese.description,
      cancellationPolicy: portuguese.cancellationPolicy,
      contentLocale: 'pt-PT',
      // The address stays the English title's.
      slug: 'alfama-walking-tour',
      meetingPoint: expect.any(String),
    });
    expect(details.stops.map((stop: { title: string }) => stop.title)).toEqual([
      'Sé de Lisboa',
      'Miradouro de Santa Luzia',
    ]);
    expect(details.englishTexts).toEqual(['meetingPoint', 'stops.1.title', 'stops.1.description']);

    const unknown = await t.app.inject({ method: 'GET', url: `/api/activities/${id}?locale=es` });
    expect(unknown.statusCode).toBe(400);
  });

  it('give an untranslated activity in English, every text listed as English', async () => {
    const id = await createActivityThroughApi(t, await tourValues(t));
    const read = await t.app.inject({ method: 'GET', url: `/api/activities/${id}?locale=pt-PT` });
    expect(read.json()).toMatchObject({ title: 'Alfama walking tour', contentLocale: 'en' });
    expect(read.json().englishTexts).toEqual(
      expect.arrayContaining(['title', 'description', 'stops.0.title']),
    );
  });

  it('translate the cards of the lists and the home page, and the share preview', async () => {
    const id = await createActivityThroughApi(t, {
      ...(await tourValues(t)),
      title: 'Alfama translated cards',
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/activities/${id}/flags`,
      headers: { cookie: t.admin },
      payload: { isFeatured: true },
    });
    await save(id, { title: 'Cartões traduzidos de Alfama', description: portuguese.description });
    const card = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      const items = body.items ?? body.featured;
      return items.find((item: { id: string }) => item.id === id);
    };
    expect(await card('/api/activities?search=alfama%20translated&locale=pt-PT')).toMatchObject({
      title: 'Cartões traduzidos de Alfama',
      contentLocale: 'pt-PT',
    });
    expect(await card('/api/activities?search=alfama%20translated')).toMatchObject({
      title: 'Alfama translated cards',
      contentLocale: 'en',
    });
    expect(await card('/api/storefront/home?locale=pt-PT')).toMatchObject({
      title: 'Cartões traduzidos de Alfama',
      contentLocale: 'pt-PT',
    });
    expect(await card('/api/storefront/home')).toMatchObject({ title: 'Alfama translated cards' });

    const path = `/details/${id}/alfama-translated-cards`;
    expect(await findPagePreview(t.db, path, 'pt-PT')).toMatchObject({
      title: 'Cartões traduzidos de Alfama',
      description: portuguese.description,
    });
    expect(await findPagePreview(t.db, path, 'en')).toMatchObject({ title: 'Alfama translated cards' });
  });
});
