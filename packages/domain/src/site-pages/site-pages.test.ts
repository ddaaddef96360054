import { describe, expect, it } from 'vitest';
import { textRef } from '../i18n/texts.ts';
import { SITE_PAGE_PATHS, sitePageKeyOfPath, sitePageTexts, ZSitePageInput } from './site-pages.ts';

describe('site pages', () => {
  it('knows the page of each of its paths, with or without a trailing slash, and nothing else', () => {
    for (const [key, path] of Object.entries(SITE_PAGE_PATHS)) {
      expect(sitePageKeyOfPath(path)).toBe(key);
      expect(sitePageKeyOfPath(`${path}/`)).toBe(key);
    }
    for (const path of ['/', '/about/x', '/blog', '/About', '/privacy-policy', '']) {
      expect(sitePageKeyOfPath(path), path).toBeNull();
    }
  });

  it('trims what an admin writes and names the field of each problem', () => {
    expect(ZSitePageInput.parse({ title: ' About ', description: ' Us. ', body: ' ## Hi ' })).toEqual({
      title: 'About',
      description: 'Us.',
      body: '## Hi',
    });
    const result = ZSitePageInput.safeParse({ title: ' ', description: 'x'.repeat(301) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['title', textRef(sitePageTexts, 'titleRequired')],
      ['description', 'At most 300 characters'],
      ['body', textRef(sitePageTexts, 'bodyRequired')],
    ]);
  });
});
