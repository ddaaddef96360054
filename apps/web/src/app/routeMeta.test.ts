import { describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION, resolveRouteMeta } from './routeMeta.ts';

describe('resolveRouteMeta', () => {
  it('suffixes the title with the site name and lets the deepest route win', () => {
    expect(
      resolveRouteMeta([undefined, { chrome: 'noFooter' }, { title: 'Dashboard', description: 'Your day' }]),
    ).toEqual({ title: 'Dashboard | Roteiro', description: 'Your day', chrome: 'noFooter' });
  });

  it('defaults to the full frame, the site name and the site description', () => {
    expect(resolveRouteMeta([])).toEqual({
      title: 'Roteiro',
      description: DEFAULT_DESCRIPTION,
      chrome: 'full',
    });
  });

  it('lets a page hide the frame its area shows', () => {
    expect(resolveRouteMeta([{ chrome: 'noFooter' }, { title: 'Scan tickets', chrome: 'none' }]).chrome).toBe(
      'none',
    );
  });
});
