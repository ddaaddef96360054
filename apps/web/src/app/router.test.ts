import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testTexts } from '../shared/i18n/testTexts.ts';
import { RequireRole } from './guards/RequireRole.tsx';
import { RequireSignedOut } from './guards/RequireSignedOut.tsx';
import { isTranslatedRoute, resolveRouteMeta } from './routeMeta.ts';
import { routes } from './router.tsx';
// The Portuguese information pages' titles come with the Portuguese catalogues, as in the browser.
import '../shared/i18n/domainTextsPt.ts';

function matched(path: string) {
  const matches = matchRoutes(routes, path);
  if (!matches) {
    throw new Error(`no route for ${path}`);
  }
  return matches;
}

/** The guard on the way to a path: the roles of RequireRole, 'signedOut' or null for public pages. */
function guardOf(path: string): readonly string[] | 'signedOut' | null {
  for (const { route } of matched(path)) {
    const element = route.element;
    if (isValidElement<{ roles: readonly string[] }>(element) && element.type === RequireRole) {
      return element.props.roles;
    }
    if (isValidElement(element) && element.type === RequireSignedOut) {
      return 'signedOut';
    }
  }
  return null;
}

const english = await testTexts('en', ['common']);
const portuguese = await testTexts('pt-PT', ['common']);
const englishAccount = await testTexts('en', ['common', 'account']);
const portugueseAccount = await testTexts('pt-PT', ['common', 'account']);
const metaOf = (path: string, texts = english) =>
  resolveRouteMeta(
    matched(path).map(({ route }) => route.handle),
    texts.t,
    texts.locale,
  );
const chromeOf = (path: string) => metaOf(path).chrome;

describe('routes', () => {
  it('puts each area behind its guard (operations.md §6)', () => {
    expect(guardOf('/admin/dev-mailbox')).toEqual(['admin']);
    expect(guardOf('/admin/anything/deeper')).toEqual(['admin']);
    expect(guardOf('/company/dashboard')).toEqual(['company']);
    expect(guardOf('/company/unknown')).toEqual(['company']);
    expect(guardOf('/guider/upcoming')).toEqual(['company', 'employee']);
    expect(guardOf('/vendor/dashboard')).toEqual(['vendor']);
    expect(guardOf('/vendor/scan')).toEqual(['vendor']);
    expect(guardOf('/vendor/generate-ticket')).toEqual(['vendor']);
    expect(guardOf('/affiliate/dashboard')).toEqual(['affiliate']);
    expect(guardOf('/affiliate/set-up-payment')).toEqual(['affiliate']);
    expect(guardOf('/my-tours')).toEqual(['traveller']);
    expect(guardOf('/settings')).toEqual([
      'admin',
      'company',
      'employee',
      'vendor',
      'affiliate',
      'traveller',
    ]);
    expect(guardOf('/settings/basic-information')).toHaveLength(6);
  });

  it('keeps sign-in pages for visitors and the storefront public', () => {
    for (const path of [
      '/login',
      '/vendor/login',
      '/guider/login',
      '/login-ed',
      '/register',
      '/register/confirm',
    ]) {
      expect(guardOf(path)).toBe('signedOut');
    }
    for (const path of ['/', '/home', '/discover', '/somewhere/else', '/settings/email/confirm']) {
      expect(guardOf(path)).toBeNull();
    }
  });

  it('hides the footer on management routes and the whole frame on sign-in routes (operations.md §2)', () => {
    expect(chromeOf('/home')).toBe('full');
    expect(chromeOf('/nowhere')).toBe('full');
    for (const path of [
      '/company/dashboard',
      '/guider/x',
      '/admin/dev-mailbox',
      '/settings',
      '/vendor/dashboard',
    ]) {
      expect(chromeOf(path)).toBe('noFooter');
    }
    expect(chromeOf('/affiliate/dashboard')).toBe('noFooter');
    for (const path of ['/login', '/vendor/login', '/guider/login', '/login-ed', '/vendor/scan']) {
      expect(chromeOf(path)).toBe('none');
    }
  });

  it('serves the vendor counter pages: selling and scanning for vendors, printing by signed link', () => {
    for (const path of ['/vendor/generate-ticket', '/vendor/booking-success', '/vendor/scan']) {
      expect(guardOf(path)).toEqual(['vendor']);
      expect(matched(path).at(-1)?.route.path, path).toBe(path.slice(1));
    }
    expect(chromeOf('/vendor/generate-ticket')).toBe('noFooter');
    expect(chromeOf('/vendor/booking-success')).toBe('noFooter');
    // Opened by whoever holds the link: the customer, a second device, or the vendor.
    expect(guardOf('/vendor/ticket/print')).toBeNull();
    expect(matched('/vendor/ticket/print').at(-1)?.route.path).toBe('vendor/ticket/print');
    expect(chromeOf('/vendor/ticket/print')).toBe('none');
  });

  it('leads /guide-settings to the guider settings', () => {
    const [, , redirect] = matched('/guide-settings');
    const element = redirect?.route.element;
    expect(isValidElement<{ to: string }>(element) && element.props.to).toBe('/guider/settings');
  });

  it('gives every page a title', () => {
    for (const path of [
      '/home',
      '/login',
      '/company/dashboard',
      '/admin/dev-mailbox',
      '/company/nope',
      '/x',
    ]) {
      expect(metaOf(path).title).toMatch(/^.+ \| Roteiro$/);
    }
  });

  it('titles the storefront in its language and leaves the operator areas English', () => {
    expect(metaOf('/home').title).toBe('Tours and experiences in Portugal | Roteiro');
    expect(metaOf('/home', portuguese).title).toBe('Passeios e experiências em Portugal | Roteiro');
    expect(metaOf('/concierge', portuguese)).toMatchObject({
      title: 'Concierge e transfers privados | Roteiro',
      description: expect.stringContaining('Uma equipa local planeia a sua viagem'),
    });
    expect(metaOf('/tours/tuk-tuk-tours', portuguese).title).toBe('Passeios de tuk-tuk | Roteiro');
    expect(metaOf('/x', portuguese).title).toBe('Página não encontrada | Roteiro');
    // The admin's catalogue authoring, blog and site pages are translated (issue 36).
    expect(metaOf('/admin/blog').title).toBe('Blog | Roteiro');
    expect(metaOf('/admin/blog', portuguese).title).toBe('Blogue | Roteiro');
    expect(metaOf('/admin/activities', portuguese).title).toBe('Gerir conteúdos | Roteiro');
    // The company's own pages are translated (issue 36).
    expect(metaOf('/company/dashboard').title).toBe('Dashboard | Roteiro');
    expect(metaOf('/company/dashboard', portuguese).title).toBe('Painel | Roteiro');
    expect(metaOf('/company/employees', portuguese).title).toBe('Gerir funcionários | Roteiro');
    expect(metaOf('/home', portuguese).description).toContain('guias locais de confiança');
  });

  it('titles the account pages in the visitor’s language, the English ones as before', () => {
    const titles: [string, string, string][] = [
      ['/login', 'Sign in', 'Iniciar sessão'],
      ['/vendor/login', 'Vendor sign in', 'Iniciar sessão como vendedor'],
      ['/guider/login', 'Guider sign in', 'Iniciar sessão como guia'],
      ['/login-ed', 'Check your inbox', 'Consulte a sua caixa de entrada'],
      ['/register', 'Create your account', 'Crie a sua conta'],
      ['/register/confirm', 'Choose your password', 'Escolha a sua palavra-passe'],
    ];
    for (const [path, en, pt] of titles) {
      expect(metaOf(path).title, path).toBe(`${en} | Roteiro`);
      expect(metaOf(path, portuguese).title, path).toBe(`${pt} | Roteiro`);
    }
    // The settings' titles are in their own catalogue (the account's), loaded with the page.
    const settingsTitles: [string, string, string][] = [
      ['/settings', 'Account settings', 'Definições da conta'],
      ['/settings/basic-information', 'Basic information', 'Informações básicas'],
      ['/settings/change-password', 'Change password', 'Alterar palavra-passe'],
      ['/settings/email/confirm', 'Confirm your new e-mail', 'Confirme o seu novo e-mail'],
      ['/company/settings/basic-information', 'Company information', 'Dados da empresa'],
      ['/guider/settings/basic-information', 'Personal information', 'Dados pessoais'],
    ];
    for (const [path, en, pt] of settingsTitles) {
      expect(metaOf(path, englishAccount).title, path).toBe(`${en} | Roteiro`);
      expect(metaOf(path, portugueseAccount).title, path).toBe(`${pt} | Roteiro`);
    }
  });

  it('titles About, Contracts and Privacy in the visitor’s language until their own text loads', () => {
    const titles: [string, string, string][] = [
      ['/about', 'About Roteiro', 'Sobre o Roteiro'],
      ['/contracts', 'Terms of sale', 'Condições de venda'],
      ['/privacy', 'Privacy policy', 'Política de privacidade'],
    ];
    for (const [path, en, pt] of titles) {
      expect(metaOf(path).title, path).toBe(`${en} | Roteiro`);
      expect(metaOf(path, portuguese).title, path).toBe(`${pt} | Roteiro`);
      expect(metaOf(path).description, path).not.toBe(metaOf('/nope').description);
    }
  });

  it('knows which pages are in both languages: the storefront, not the operator and admin areas', () => {
    const translated = (path: string) => isTranslatedRoute(matched(path).map(({ route }) => route.handle));
    for (const path of [
      '/home',
      '/discover',
      '/unlock',
      '/feedback',
      '/manage-booking',
      '/blog/x',
      '/about',
      '/contracts',
      '/privacy',
      '/my-tours',
      '/login',
      '/vendor/login',
      '/guider/login',
      '/login-ed',
      '/register',
      '/register/confirm',
      '/settings',
      '/nope',
    ]) {
      expect(translated(path), path).toBe(true);
    }
    // The company's own pages and the guide's registration are translated (issue 36).
    for (const path of ['/c1/guider/register', '/company/dashboard', '/company/employees']) {
      expect(translated(path), path).toBe(true);
    }
    // The admin's catalogue authoring, blog and site pages are translated (issue 36).
    for (const path of [
      '/admin/activities',
      '/admin/activities/create',
      '/admin/blog',
      '/admin/site-pages',
    ]) {
      expect(translated(path), path).toBe(true);
    }
    // Every account's settings are translated (issue 36): the traveller's, the company's and the guide's.
    for (const path of [
      '/settings/basic-information',
      '/settings/change-password',
      '/settings/email/confirm',
      '/company/settings',
      '/company/settings/basic-information',
      '/guider/settings',
      '/guider/settings/change-password',
    ]) {
      expect(translated(path), path).toBe(true);
    }
    // The company's registration stays English, like the other operator areas.
    for (const path of ['/guider/register']) {
      expect(translated(path), path).toBe(false);
    }
  });
});
