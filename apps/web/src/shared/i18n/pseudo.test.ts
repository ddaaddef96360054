import { hasPlainWord } from '@roteiro/domain/i18n/pseudo';
import { messages } from '@roteiro/domain/messages/messages';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveRouteMeta } from '../../app/routeMeta.ts';
import { INLINE_MESSAGES_ID, loadMessages, type TInlineMessages } from './catalogues.ts';
import { createI18n, ensureLanguage, fixedI18n, pseudoTextOf, startBrowserI18n } from './i18n.ts';
import { pseudoLocalize, pseudoMessage, pseudoMessages } from './pseudo.ts';
import { textsOf } from './useT.tsx';

function servedPage(inline: TInlineMessages) {
  (globalThis as { document?: unknown }).document = {
    cookie: '',
    documentElement: { lang: inline.locale },
    getElementById: (id: string) =>
      id === INLINE_MESSAGES_ID ? { textContent: JSON.stringify(inline) } : null,
  };
  return (globalThis as { document: Document }).document;
}

afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
});

describe('the browser tests’ pseudo-locale', () => {
  it('accents a compiled message’s words and keeps its placeholders, tags and choices working', async () => {
    const english = await loadMessages('en', ['common']);
    const i18n = createI18n('en', pseudoMessages(english));
    const texts = textsOf('en', (id, values) => i18n._(id, values));
    expect(texts.t('common.layout.skipToContent')).toBe('[Šķîþ ţö çöñţéñţ]');
    expect(texts.t('common.activities.count', { count: 1 })).toBe('[1 åçţîṽîţý]');
    expect(texts.t('common.activities.count', { count: 12 })).toBe('[12 åçţîṽîţîéš]');
    expect(pseudoMessage(['from <0>', ['price'], '</0>'])).toEqual(['[', 'ƒŕöɱ <0>', ['price'], '</0>', ']']);
    // A message that is only a value (a name) gets no marker.
    expect(pseudoMessage([['name']])).toEqual([['name']]);
    for (const id of Object.keys(english)) {
      expect(hasPlainWord(i18n._(id, { count: 2, name: '', price: '' })), id).toBe(false);
    }
  });

  it('words the domain’s texts pseudo-localized, and leaves any other string as it is', () => {
    const texts = textsOf(
      'en',
      (id) => id,
      (text) => `[${text.toUpperCase()}]`,
    );
    expect(texts.say(messages, 'notFound')).toBe(`[${messages.notFound.toUpperCase()}]`);
    expect(texts.tx('Tejo Tours')).toBe('Tejo Tours');
    expect(textsOf('en', (id) => id).say(messages, 'notFound')).toBe(messages.notFound);
  });

  it('writes a page title given per language pseudo-localized, and an English-only one as it is', () => {
    const t = (id: string) => id;
    const translated = { title: { en: 'Account settings', 'pt-PT': 'Definições da conta' } };
    expect(resolveRouteMeta([translated], t, 'en', pseudoLocalize).title).toBe(
      '[Åççöûñţ šéţţîñĝš] | Roteiro',
    );
    expect(resolveRouteMeta([translated], t, 'en').title).toBe('Account settings | Roteiro');
    expect(resolveRouteMeta([{ title: 'Admin dashboard' }], t, 'en', pseudoLocalize).title).toBe(
      'Admin dashboard | Roteiro',
    );
  });

  it('is taken up by the browser only from a page served in it, which keeps a part fixed in English real', async () => {
    const english = await loadMessages('en', ['common']);
    const i18n = await startBrowserI18n(
      servedPage({ locale: 'en', namespaces: ['common'], messages: english, pseudo: true }),
    );
    expect(i18n._('common.layout.skipToContent')).toBe('[Šķîþ ţö çöñţéñţ]');
    expect(pseudoTextOf(i18n)).not.toBeNull();
    await ensureLanguage('en', ['booking']);
    expect(i18n._('booking.widget.bookNow')).toBe('[Ɓööķ ñöŵ]');
    const fixed = fixedI18n('en', ['booking']);
    expect(fixed?._('booking.widget.bookNow')).toBe('Book now');
    expect(fixed && pseudoTextOf(fixed)).toBeNull();

    const real = await startBrowserI18n(
      servedPage({ locale: 'en', namespaces: ['common'], messages: english }),
    );
    expect(real._('common.layout.skipToContent')).toBe('Skip to content');
    expect(pseudoTextOf(real)).toBeNull();
  });
});
