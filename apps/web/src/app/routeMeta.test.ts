import { describe, expect, it } from 'vitest';
import { testTexts } from '../shared/i18n/testTexts.ts';
import { resolveRouteMeta } from './routeMeta.ts';

const { t } = await testTexts('en', ['common']);
const portuguese = await testTexts('pt-PT', ['common']);

describe('resolveRouteMeta', () => {
  it('suffixes the title with the site name and lets the deepest route win', () => {
    expect(
      resolveRouteMeta(
        [undefined, { chrome: 'noFooter' }, { title: 'Dashboard', description: 'Your day' }],
        t,
        'en',
      ),
    ).toEqual({ title: 'Dashboard | Roteiro', description: 'Your day', chrome: 'noFooter' });
  });

  it('defaults to the full frame, the site name and the site description', () => {
    expect(resolveRouteMeta([], t, 'en')).toEqual({
      title: 'Roteiro',
      description: t('common.meta.defaultDescription'),
      chrome: 'full',
    });
    expect(t('common.meta.defaultDescription')).toMatch(/^Book day tours/);
  });

  it('lets a page hide the frame its area shows', () => {
    expect(
      resolveRouteMeta([{ chrome: 'noFooter' }, { title: 'Scan tickets', chrome: 'none' }], t, 'en').chrome,
    ).toBe('none');
  });

  it("takes a storefront page's texts in the language asked for", () => {
    const handles = [
      { titleId: 'common.meta.discover.title', descriptionId: 'common.meta.discover.description' },
    ];
    expect(resolveRouteMeta(handles, t, 'en').title).toBe('Discover activities | Roteiro');
    expect(resolveRouteMeta(handles, portuguese.t, 'pt-PT').title).toBe('Descobrir atividades | Roteiro');
    const perLanguage = [{ title: { en: 'Gallery', 'pt-PT': 'Galeria' } }];
    expect(resolveRouteMeta(perLanguage, t, 'en').title).toBe('Gallery | Roteiro');
    expect(resolveRouteMeta(perLanguage, portuguese.t, 'pt-PT').title).toBe('Galeria | Roteiro');
  });
});
