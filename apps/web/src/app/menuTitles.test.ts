import {
  companyMenu,
  EMPLOYEE_MENU,
  type TMenuEntry,
  type TMenuLink,
} from '@roteiro/domain/navigation/menus';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testTexts } from '../shared/i18n/testTexts.ts';
import { resolveRouteMeta } from './routeMeta.ts';
import { routes } from './router.tsx';

const english = await testTexts('en', ['common']);
const titleOf = (path: string) => {
  const matches = matchRoutes(routes, path);
  if (!matches) {
    throw new Error(`no route for ${path}`);
  }
  return resolveRouteMeta(
    matches.map(({ route }) => route.handle),
    english.t,
    english.locale,
  ).title;
};
const linksOf = (entries: readonly TMenuEntry[]) =>
  entries.filter((entry): entry is TMenuLink => entry.kind === 'link');

// The spec names the settings entry "Settings" (operations.md §2) and its screen "Account settings" (catalogue.md).
const SPEC_NAMED = new Set(['Settings']);

describe('operator menus', () => {
  for (const [role, menu] of [
    ['company', companyMenu(true)],
    ['employee', EMPLOYEE_MENU],
  ] as const) {
    it(`names each ${role} menu link after the page it opens`, () => {
      for (const { label, path } of linksOf(menu).filter((entry) => !SPEC_NAMED.has(entry.label))) {
        expect(titleOf(path), path).toBe(`${label} | Roteiro`);
      }
    });
  }
});
