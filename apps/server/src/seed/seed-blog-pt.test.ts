import { ZBlogTranslationTexts } from '@roteiro/domain/blog/blog-translation';
import { describe, expect, it } from 'vitest';
import { demoArticles } from './seed-blog.ts';
import { demoArticleTextsPt } from './seed-blog-pt.ts';

describe('the demo blog in Portuguese', () => {
  it('translates demo articles by their slug, within the English limits, and leaves the June one in English', () => {
    const slugs = demoArticles.map((article) => article.slug);
    expect(Object.keys(demoArticleTextsPt).every((slug) => slugs.includes(slug))).toBe(true);
    expect(demoArticleTextsPt['june-celebrations-in-lisbon']).toBeUndefined();
    for (const [slug, texts] of Object.entries(demoArticleTextsPt)) {
      const parsed = ZBlogTranslationTexts.safeParse(texts);
      expect(parsed.success, `${slug}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it('links the same activities in Portuguese as in English', () => {
    for (const article of demoArticles) {
      const body = demoArticleTextsPt[article.slug]?.body;
      if (body) {
        const links = (text: string) => (text.match(/\(activity:[a-z0-9-]+\)/g) ?? []).sort();
        expect(links(body), article.slug).toEqual(links(article.body));
      }
    }
  });
});
