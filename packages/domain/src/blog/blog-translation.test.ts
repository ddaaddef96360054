import { describe, expect, it } from 'vitest';
import { BLOG_TITLE_MAX } from './blog.ts';
import {
  blogTranslationState,
  overlayBlogTranslation,
  ZBlogTranslationParams,
  ZBlogTranslationTexts,
} from './blog-translation.ts';

const english = {
  slug: 'sintra-in-a-day',
  title: 'Sintra in a day',
  description: 'Pena, Regaleira and Cabo da Roca in one day.',
  body: '## Getting there\n\nTrains leave Rossio.',
};

describe('overlayBlogTranslation', () => {
  it('shows every text in English, and says so, without a translation', () => {
    expect(overlayBlogTranslation(english, null)).toEqual({
      texts: english,
      english: ['title', 'description', 'body'],
    });
  });

  it('lays the written texts over the English ones and lists only the missing ones', () => {
    const { texts, english: shownInEnglish } = overlayBlogTranslation(english, {
      title: 'Sintra num dia',
      description: null,
      body: '## Como chegar\n\nOs comboios partem do Rossio.',
    });
    expect(texts).toEqual({
      ...english,
      title: 'Sintra num dia',
      body: '## Como chegar\n\nOs comboios partem do Rossio.',
    });
    expect(shownInEnglish).toEqual(['description']);
  });

  it('names only the texts the reader is given (a card has no body)', () => {
    const card = { slug: english.slug, title: english.title, description: english.description };
    const { texts, english: shownInEnglish } = overlayBlogTranslation(card, { body: 'Só o artigo' });
    expect(texts).toEqual(card);
    expect(shownInEnglish).toEqual(['title', 'description']);
    expect(
      overlayBlogTranslation(card, { title: 'Sintra num dia', description: 'Num dia.' }).english,
    ).toEqual([]);
  });
});

describe('blogTranslationState', () => {
  it('is none, partial or complete by how many of the three texts are written', () => {
    expect(blogTranslationState(null)).toBe('none');
    expect(blogTranslationState({ title: null, description: '', body: undefined })).toBe('none');
    expect(blogTranslationState({ title: 'Sintra num dia' })).toBe('partial');
    expect(blogTranslationState({ title: 'Sintra num dia', description: 'Num dia.', body: 'Texto' })).toBe(
      'complete',
    );
  });
});

describe('ZBlogTranslationTexts', () => {
  it('trims the texts and reads an empty one as not translated', () => {
    expect(ZBlogTranslationTexts.parse({ title: '  Sintra num dia ', description: '  ', body: '' })).toEqual({
      title: 'Sintra num dia',
    });
    expect(ZBlogTranslationTexts.parse({})).toEqual({});
  });

  it("refuses a text longer than the English field's limit, and any other field", () => {
    const result = ZBlogTranslationTexts.safeParse({ title: 'x'.repeat(BLOG_TITLE_MAX + 1), slug: 'sintra' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual(
      expect.arrayContaining([
        ['title', 'too_big'],
        ['', 'unrecognized_keys'],
      ]),
    );
  });

  it('knows only Portuguese as a language to translate into', () => {
    const id = '4b0f7f0e-3f7a-4c57-9d3c-1b2a3c4d5e6f';
    expect(ZBlogTranslationParams.safeParse({ id, locale: 'pt-PT' }).success).toBe(true);
    expect(ZBlogTranslationParams.safeParse({ id, locale: 'en' }).success).toBe(false);
    expect(ZBlogTranslationParams.safeParse({ id: 'nope', locale: 'pt-PT' }).success).toBe(false);
  });
});
