import { messages } from '@roteiro/domain/messages/messages';
import { describe, expect, it } from 'vitest';
import { createTestApp, createUser, signIn } from '../../../test/test-app.ts';
import { waitForMails } from '../../../test/wait.ts';

const t = await createTestApp();

const application = {
  companyName: 'Tejo Tours',
  contactName: 'Rita Alves',
  email: 'Rita@Tejo.example',
  phone: '+351 912 345 678',
  region: 'Lisbon and Sintra',
  licence: '',
  tours: 'Tuk-tuk tours of Alfama\nSintra day trips',
  fleet: '3 guides, 2 vans with 8 seats',
};

const send = (kind: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/forms/${kind}`, payload: payload as object });

describe('POST /api/forms/:kind', () => {
  it('stores an application, mails staff every answer and the sender a copy', async () => {
    const res = await send('guide-registration', application);
    expect(res.statusCode).toBe(201);
    const row = await t.db
      .selectFrom('form_submission')
      .selectAll()
      .where('id', '=', res.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ kind: 'guide-registration', name: 'Rita Alves', email: 'rita@tejo.example' });
    expect(row.answers).toMatchObject({ companyName: 'Tejo Tours', licence: null, message: null });
    const [staff] = await waitForMails(t.db, t.config.mail.staffEmail, 1);
    expect(staff?.subject).toBe('Run your tours with Roteiro: a new answer from Rita Alves');
    expect(staff?.text).toContain('Company name: Tejo Tours');
    expect(staff?.text).toContain('RNAAT registration number: —');
    expect(staff?.text).toContain('Reply to rita@tejo.example.');
    const [copy] = await waitForMails(t.db, 'rita@tejo.example', 1);
    expect(copy?.subject).toBe('We received your answer: Run your tours with Roteiro');
    expect(copy?.text).toContain('our partnerships team will reply');
    expect(copy?.html).toContain('Tuk-tuk tours of Alfama');
  });

  it('takes feedback with its choices, and refuses an answer that is not one of them', async () => {
    const feedback = { rating: 'Excellent', recommend: 'Yes', email: 'ana@example.com', liked: 'The guide' };
    const ok = await send('feedback', feedback);
    expect(ok.statusCode).toBe(201);
    const bad = await send('feedback', { ...feedback, rating: '11/10' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.rating).toBe('Choose how your experience was');
  });

  it('refuses bad answers with a 400 naming the field, and stores nothing', async () => {
    const before = await t.db
      .selectFrom('form_submission')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ companyName: '  ' }, 'companyName', 'Tell us the name of your company'],
      [{ contactName: undefined }, 'contactName', 'Tell us your name'],
      [{ email: 'rita@tejo' }, 'email', 'Enter a valid e-mail address.'],
      [{ phone: 'x'.repeat(41) }, 'phone', 'At most 40 characters'],
      [{ tours: 'x'.repeat(2001) }, 'tours', 'At most 2000 characters'],
      // Control characters, NUL and half a surrogate pair are refused for every route before its schema
      // as bad input from outside; the form's own message is what its page shows before sending.
      [{ tours: 'Alfama\u0007' }, 'tours', messages.textHasForbiddenCharacter],
      [{ tours: 'Alfama\u0000' }, 'tours', messages.textHasForbiddenCharacter],
      [{ region: 5 }, 'region', 'Tell us where you operate'],
    ];
    for (const [change, field, message] of cases) {
      const res = await send('guide-registration', { ...application, ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.fields[field], field).toBe(message);
    }
    expect((await send('guide-registration', { ...application, extra: 'x' })).statusCode).toBe(400);
    expect((await send('guide-registration', {})).statusCode).toBe(400);
    expect((await send('newsletter', application)).statusCode).toBe(404);
    const after = await t.db
      .selectFrom('form_submission')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});

describe('GET /api/admin/forms', () => {
  it("lists one form's answers newest first, for admins only", async () => {
    const transfer = {
      companyName: 'Douro Drivers',
      contactName: 'Nuno Costa',
      email: 'nuno@douro.example',
      phone: '+351 22 000 0000',
      base: 'Porto airport',
      vehicles: '2 vans with 8 seats',
    };
    await send('transfer-registration', transfer);
    await send('transfer-registration', { ...transfer, contactName: 'Newest Driver' });
    const admin = await createUser(t.db, 'admin');
    const cookie = await signIn(t.app, admin.email);
    const list = (url: string, headers: Record<string, string> = { cookie }) =>
      t.app.inject({ method: 'GET', url, headers });
    const res = await list('/api/admin/forms?kind=transfer-registration&pageSize=1');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ kind: 'transfer-registration', name: 'Newest Driver' });
    expect(body.items[0].answers.vehicles).toBe('2 vans with 8 seats');
    expect((await list('/api/admin/forms?kind=other')).statusCode).toBe(400);
    expect((await list('/api/admin/forms', {})).statusCode).toBe(401);
    const company = await createUser(t.db, 'company');
    expect((await list('/api/admin/forms', { cookie: await signIn(t.app, company.email) })).statusCode).toBe(
      403,
    );
  });
});
