import { ZSignInRequest } from '@roteiro/domain/auth/schemas';
import {
  travellerTexts,
  ZTravellerConfirmRequest,
  ZTravellerRegistrationRequest,
} from '@roteiro/domain/auth/traveller';
import { bookingMessages } from '@roteiro/domain/booking/booking';
import {
  english,
  readRef,
  registerTranslations,
  textRef,
  translateText as translateDomainText,
  wordText as wordRef,
} from '@roteiro/domain/i18n/texts';
import bookingPt from '@roteiro/domain/locales/pt-PT/booking.json';
import { messages } from '@roteiro/domain/messages/messages';
import { staffTexts } from '@roteiro/domain/staff/texts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INLINE_MESSAGES_ID, type TInlineMessages } from './catalogues.ts';
import { cityName } from './cityName.ts';
import { decimals } from './decimals.ts';
import './domainTextsPt.ts';
import {
  activeLocale,
  ensureLanguage,
  ensureNamespaces,
  fixedI18n,
  startBrowserI18n,
  switchLocale,
} from './i18n.ts';
import { testTexts } from './testTexts.ts';
import '../../features/traveller/travellerTexts.ts';

/** A page as the server serves it: `<html lang>` and, for most pages, the messages it shows. */
function servedPage(lang: string, inline: TInlineMessages | null) {
  const page = {
    cookie: '',
    documentElement: { lang },
    getElementById: (id: string) =>
      id === INLINE_MESSAGES_ID && inline ? { textContent: JSON.stringify(inline) } : null,
  };
  (globalThis as { document?: unknown }).document = page;
  return page as unknown as Document & { cookie: string };
}

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe('the browser’s language', () => {
  it('is the one the server served the page in, with the messages the page carries', async () => {
    const page = servedPage('pt-PT', {
      locale: 'pt-PT',
      namespaces: ['common'],
      messages: { 'common.nav.login': ['Entrar (da página)'] },
    });
    const i18n = await startBrowserI18n(page);
    expect(i18n.locale).toBe('pt-PT');
    expect(activeLocale()).toBe('pt-PT');
    // The page's own messages are used as they came: nothing is fetched for them.
    expect(i18n._('common.nav.login')).toBe('Entrar (da página)');
  });

  it('loads the base catalogue itself for a page served without messages, and a page’s on demand', async () => {
    const i18n = await startBrowserI18n(servedPage('pt-PT', null));
    expect(i18n._('common.nav.login')).toBe('Iniciar sessão');
    expect(i18n._('booking.widget.bookNow')).toBe('booking.widget.bookNow');
    await ensureNamespaces(['booking']);
    expect(i18n._('booking.widget.bookNow')).toBe('Reservar agora');
  });

  it('is English for a page in no language it knows', async () => {
    const i18n = await startBrowserI18n(servedPage('', null));
    expect(i18n.locale).toBe('en');
    expect(i18n._('common.nav.login')).toBe('Login');
  });

  it('switches with every catalogue shown so far, and remembers the choice in a cookie', async () => {
    const page = servedPage('en', null);
    const i18n = await startBrowserI18n(page);
    await ensureNamespaces(['catalogue']);
    expect(i18n._('catalogue.home.search')).toBe('Search');
    await switchLocale('pt-PT');
    expect(i18n.locale).toBe('pt-PT');
    expect(i18n._('catalogue.home.search')).toBe('Pesquisar');
    expect(i18n._('common.nav.manageBooking')).toBe('Gerir a sua reserva');
    expect(page.documentElement.lang).toBe('pt-PT');
    expect(page.cookie).toBe('lang=pt-PT; Path=/; Max-Age=31536000; SameSite=Lax');
    await switchLocale('en');
    expect(i18n._('catalogue.home.search')).toBe('Search');
  });

  it('keeps a page not yet translated in English, whatever the storefront’s language and its switches', async () => {
    const i18n = await startBrowserI18n(servedPage('pt-PT', null));
    // Its English texts load with its code; until then it has none to show.
    expect(fixedI18n('en', ['booking'])).toBeNull();
    await ensureLanguage('en', ['booking']);
    const english = fixedI18n('en', ['booking']);
    expect(english?.locale).toBe('en');
    expect(english?._('booking.widget.bookNow')).toBe('Book now');
    expect(english?._('common.nav.login')).toBe('Login');
    // The storefront's own instance stays in Portuguese, and English after a switch does not move it.
    expect(i18n._('common.nav.login')).toBe('Iniciar sessão');
    await switchLocale('en');
    await switchLocale('pt-PT');
    expect(english?.locale).toBe('en');
    expect(english?._('booking.widget.bookNow')).toBe('Book now');
  });
});

describe('texts and formats of each language', () => {
  it('formats prices, days and durations as each language writes them', async () => {
    const en = await testTexts('en', ['common']);
    const pt = await testTexts('pt-PT', ['common']);
    expect(en.price(2500)).toBe('€25.00');
    expect(pt.price(2500)).toBe('25,00\u00a0€');
    expect(en.day('2026-06-13')).toBe('13 June 2026');
    expect(pt.day('2026-06-13')).toBe('13 de junho de 2026');
    expect(pt.duration(90)).toBe('1 hora e 30 minutos');
    expect(pt.t('common.activities.count', { count: 1 })).toBe('1 atividade');
    expect(pt.t('common.activities.count', { count: 12 })).toBe('12 atividades');
    expect(en.t('common.activities.count', { count: 1 })).toBe('1 activity');
    expect(pt.t('common.dates.dayAtTime', { day: pt.day('2026-06-13'), time: '21:00' })).toBe(
      '13 de junho de 2026 às 21:00',
    );
  });

  it('writes counted texts (plurals) as each language does, without Intl', async () => {
    const en = await testTexts('en', ['common', 'booking']);
    const pt = await testTexts('pt-PT', ['common', 'booking']);
    const numberFormat = vi.spyOn(Intl, 'NumberFormat');
    const pluralRules = vi.spyOn(Intl, 'PluralRules');
    try {
      expect([0, 1, 2, 12_345].map((count) => en.t('booking.slots.placesLeft', { count }))).toEqual([
        '0 places left',
        '1 place left',
        '2 places left',
        '12,345 places left',
      ]);
      expect([0, 1, 2, 1000, 12_345].map((count) => pt.t('common.activities.count', { count }))).toEqual([
        '0 atividades',
        '1 atividade',
        '2 atividades',
        '1000 atividades',
        '12\u00a0345 atividades',
      ]);
      expect(en.t('booking.summary.kindPeople', { kind: 'Shared tour', count: 1, name: 'Ana' })).toBe(
        'Shared tour, 1 person · Ana',
      );
      expect(numberFormat).not.toHaveBeenCalled();
      expect(pluralRules).not.toHaveBeenCalled();
    } finally {
      numberFormat.mockRestore();
      pluralRules.mockRestore();
    }
    // Intl's own writing of the same numbers, for the record of what is matched.
    expect(new Intl.NumberFormat('en').format(12_345)).toBe('12,345');
    expect(new Intl.NumberFormat('pt-PT').format(12_345)).toBe('12\u00a0345');
    expect(new Intl.NumberFormat('pt-PT').format(1000)).toBe('1000');
  });

  it('writes ratings and cities as the language does', () => {
    expect(decimals(4.5, 'en')).toBe('4.50');
    expect(decimals(4.5, 'pt-PT')).toBe('4,50');
    expect(cityName('Lisbon, Portugal', 'en')).toBe('Lisbon');
    expect(cityName('Lisbon, Portugal', 'pt-PT')).toBe('Lisboa');
    expect(cityName('Sintra, Portugal', 'pt-PT')).toBe('Sintra');
  });

  it('words a domain text by its reference, in the language asked, and leaves other texts as they came', () => {
    registerTranslations(bookingMessages, 'pt-PT', bookingPt);
    const notEnough = textRef(bookingMessages, 'notEnoughPlaces');
    expect(translateDomainText(notEnough, 'pt-PT')).toBe(
      'Já não há lugares suficientes neste horário. Escolha menos participantes ou outro horário.',
    );
    expect(translateDomainText(notEnough, 'en')).toBe(bookingMessages.notEnoughPlaces);
    // A text made of a value: the reference carries the value, given to the Portuguese.
    expect(translateDomainText(textRef(bookingMessages, 'participantsMax', 6), 'pt-PT')).toBe(
      'No máximo 6 participantes',
    );
    expect(wordRef({ id: 'booking.participantsMax', args: [6] }, 'en')).toBe('At most 6 participants');
    expect(translateDomainText(textRef(messages, 'newsletterSubscribed'), 'pt-PT')).toBe(
      'Obrigado por subscrever a nossa newsletter!',
    );
    // English is never matched back: a text that is not a reference stays as it came, in any language.
    expect(translateDomainText(bookingMessages.notEnoughPlaces, 'pt-PT')).toBe(
      bookingMessages.notEnoughPlaces,
    );
    expect(translateDomainText('Something the server said', 'pt-PT')).toBe('Something the server said');
    expect(wordRef({ id: 'nowhere.nothing' }, 'pt-PT')).toBeUndefined();
  });

  it('has Portuguese for every message the account pages can show: their fields’ and the server’s', () => {
    const fieldMessages = [
      ZSignInRequest.safeParse({ email: '', password: '' }),
      ZSignInRequest.safeParse({ email: 'a@b.pt', password: 'x'.repeat(200) }),
      ZTravellerRegistrationRequest.safeParse({ name: ' ', email: 'not an address' }),
      ZTravellerRegistrationRequest.safeParse({ name: 'x'.repeat(121), email: 'a@b.pt' }),
      ZTravellerConfirmRequest.safeParse({ token: '', password: 'short' }),
      ZTravellerConfirmRequest.safeParse({ token: 't', password: 'x'.repeat(200) }),
    ].flatMap((result) => result.error?.issues.map((issue) => issue.message) ?? []);
    expect(fieldMessages.length).toBeGreaterThanOrEqual(8);
    const serverMessages = [
      textRef(messages, 'invalidCredentials'),
      textRef(messages, 'tooManySignInAttempts'),
      textRef(messages, 'tooManyRequests'),
      textRef(messages, 'accountDeactivated'),
      textRef(messages, 'invalidInput'),
      textRef(messages, 'textHasForbiddenCharacter'),
      textRef(messages, 'crossOriginRefused'),
      textRef(messages, 'signInLinkSent'),
      textRef(messages, 'alreadySignedIn'),
      textRef(travellerTexts, 'linkSent'),
      textRef(travellerTexts, 'linkInvalid'),
      textRef(staffTexts, 'accountExists'),
    ];
    for (const text of [...fieldMessages, ...serverMessages]) {
      const ref = readRef(text);
      expect(ref, `${text} is a reference`).not.toBeNull();
      expect(translateDomainText(text, 'pt-PT'), text).not.toBe(english(text));
      expect(translateDomainText(text, 'en')).toBe(english(text));
    }
    expect(translateDomainText(textRef(messages, 'invalidCredentials'), 'pt-PT')).toBe(
      'E-mail ou palavra-passe inválidos.',
    );
    expect(translateDomainText(textRef(travellerTexts, 'nameRequired'), 'pt-PT')).toBe(
      'Introduza o seu nome.',
    );
  });
});
