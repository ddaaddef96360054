import { describe, expect, it } from 'vitest';
import {
  localeCookie,
  localeFromAcceptLanguage,
  pickLocale,
  readCookie,
  toLocale,
  withLocaleQuery,
} from './locale.ts';

describe('toLocale', () => {
  it('reads any English as en and any Portuguese as pt-PT', () => {
    expect(toLocale('en')).toBe('en');
    expect(toLocale('en-US')).toBe('en');
    expect(toLocale('pt')).toBe('pt-PT');
    expect(toLocale('PT-pt')).toBe('pt-PT');
    expect(toLocale('pt-BR')).toBe('pt-PT');
  });
  it('refuses other languages and junk', () => {
    expect(toLocale('fr')).toBeNull();
    expect(toLocale('english')).toBeNull();
    expect(toLocale('')).toBeNull();
    expect(toLocale(null)).toBeNull();
  });
});

describe('localeFromAcceptLanguage', () => {
  it('takes the first supported language of a browser', () => {
    expect(localeFromAcceptLanguage('pt-PT,pt;q=0.9,en;q=0.8')).toBe('pt-PT');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(localeFromAcceptLanguage('fr-FR,fr;q=0.9,pt;q=0.7,en;q=0.5')).toBe('pt-PT');
  });
  it('goes by quality, not by order', () => {
    expect(localeFromAcceptLanguage('en;q=0.4, pt-BR;q=0.8')).toBe('pt-PT');
  });
  it('skips a language refused with q=0, and knows none of the others', () => {
    expect(localeFromAcceptLanguage('pt;q=0, en;q=0.1')).toBe('en');
    expect(localeFromAcceptLanguage('de-DE,fr;q=0.8,*;q=0.1')).toBeNull();
    expect(localeFromAcceptLanguage(undefined)).toBeNull();
  });
});

describe('pickLocale', () => {
  const browser = 'en-US,en;q=0.9';
  it('the URL first, then the remembered choice, then the browser, then English', () => {
    expect(pickLocale({ query: 'pt', cookie: 'en', acceptLanguage: browser })).toEqual({
      locale: 'pt-PT',
      source: 'query',
    });
    expect(pickLocale({ cookie: 'pt-PT', acceptLanguage: browser })).toEqual({
      locale: 'pt-PT',
      source: 'cookie',
    });
    expect(pickLocale({ acceptLanguage: 'pt-PT,pt;q=0.9' })).toEqual({ locale: 'pt-PT', source: 'header' });
    expect(pickLocale({ acceptLanguage: 'de' })).toEqual({ locale: 'en', source: 'default' });
  });
  it('ignores values it does not know', () => {
    expect(pickLocale({ query: 'xx', cookie: 'klingon', acceptLanguage: 'pt' })).toEqual({
      locale: 'pt-PT',
      source: 'header',
    });
  });
});

describe('cookies and URLs', () => {
  it('reads the remembered choice among other cookies', () => {
    expect(readCookie('a=1; lang=pt-PT; b=2', 'lang')).toBe('pt-PT');
    expect(readCookie('language=pt; b=2', 'lang')).toBeNull();
    expect(readCookie(undefined, 'lang')).toBeNull();
    expect(readCookie(localeCookie('pt-PT').split(';')[0], 'lang')).toBe('pt-PT');
  });
  it('remembers the choice for a year on every path', () => {
    expect(localeCookie('en')).toBe('lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });
  it('sets or removes the explicit language and keeps the other parameters', () => {
    expect(withLocaleQuery('/discover?search=belem', 'pt-PT')).toBe('/discover?search=belem&lang=pt');
    expect(withLocaleQuery('/discover?lang=pt&search=belem', 'en')).toBe('/discover?search=belem&lang=en');
    expect(withLocaleQuery('/discover?lang=pt&search=belem', null)).toBe('/discover?search=belem');
    expect(withLocaleQuery('/', null)).toBe('/');
  });
});
