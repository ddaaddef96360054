import { describe, expect, it } from 'vitest';
import { STATIC_PAGES } from '../catalogue/storefront-pages.ts';
import { FORM_KINDS, FORMS, formFacts, formSchema } from './forms.ts';

describe('native forms', () => {
  it('each form lives at the path the spec reserves, with its page texts', () => {
    expect(FORM_KINDS.map((kind) => FORMS[kind].path)).toEqual([
      '/guide/registration',
      '/transfer/registration',
      '/feedback',
    ]);
    expect(FORMS.feedback.title).toBe(STATIC_PAGES.feedback.title);
  });

  it('every form asks for an e-mail, and field names are unique', () => {
    for (const kind of FORM_KINDS) {
      const names = FORMS[kind].fields.map((field) => field.name);
      expect(names, kind).toContain('email');
      expect(new Set(names).size, kind).toBe(names.length);
    }
  });

  it('trims answers, turns empty optional ones into null and lower-cases the e-mail', () => {
    const parsed = formSchema('feedback').parse({
      rating: 'Good',
      recommend: 'Maybe',
      email: ' Ana@Example.COM ',
      liked: '  ',
      improve: ' More shade\nand water ',
    });
    expect(parsed).toEqual({
      rating: 'Good',
      recommend: 'Maybe',
      email: 'ana@example.com',
      liked: null,
      improve: 'More shade\nand water',
      bookingReference: null,
      contactName: null,
    });
  });

  it('refuses control characters, unknown choices and unknown fields', () => {
    const schema = formSchema('feedback');
    const base = { rating: 'Good', recommend: 'Yes', email: 'a@b.pt' };
    expect(schema.safeParse({ ...base, liked: 'a\u0000b' }).success).toBe(false);
    expect(schema.safeParse({ ...base, rating: 'Great' }).success).toBe(false);
    expect(schema.safeParse({ ...base, admin: true }).success).toBe(false);
    expect(schema.safeParse({ ...base, liked: 'tab\there' }).success).toBe(true);
  });

  it('lists every answer in the form order, "—" for the empty ones, without "(optional)"', () => {
    const facts = formFacts('feedback', { rating: 'Good', recommend: 'Yes', email: 'a@b.pt' });
    expect(facts[0]).toEqual(['How was your experience?', 'Good']);
    expect(facts).toContainEqual(['What did you enjoy?', '—']);
    expect(facts.at(-1)).toEqual(['E-mail', 'a@b.pt']);
  });
});
