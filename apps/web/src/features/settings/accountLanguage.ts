import type { TSessionResponse } from '@roteiro/domain/auth/schemas';
import type { TLocale } from '@roteiro/domain/i18n/locale';
import { settingsApi } from '@roteiro/domain/settings/settings.api';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../shared/i18n/errorText.ts';
import { switchLocale } from '../../shared/i18n/i18n.ts';
import type { TTexts } from '../../shared/i18n/useT.tsx';
import { call } from '../../shared/lib/api.ts';
import { toast } from '../../shared/ui/toasts.ts';
import { sessionKeys } from '../session/sessionKeys.ts';

/**
 * Saves the account's language, then the page speaks it at once (`switchLocale` also writes the `lang` cookie).
 * The session is told first: signed in, the account's language wins (useAccountLocale), so the page must not
 * switch before the session knows, or it would be switched straight back.
 */
export async function saveAccountLanguage(queryClient: QueryClient, locale: TLocale): Promise<TLocale> {
  const saved = await call(settingsApi.updateLanguage, { body: { locale } });
  // A session answer already on its way holds the old language.
  await queryClient.cancelQueries({ queryKey: sessionKeys.current() });
  queryClient.setQueryData<TSessionResponse>(sessionKeys.current(), (current) =>
    current?.user ? { user: { ...current.user, locale: saved.locale } } : current,
  );
  await switchLocale(saved.locale);
  return saved.locale;
}

/**
 * The storefront's language switch, signed in: saves the account's language and switches the page, or says why it
 * could not (then the account's language stays, and so does the page's). Whether it switched.
 */
export async function switchAccountLanguage(
  queryClient: QueryClient,
  locale: TLocale,
  texts: Pick<TTexts, 't' | 'locale'>,
): Promise<boolean> {
  try {
    await saveAccountLanguage(queryClient, locale);
    return true;
  } catch (error) {
    toast.danger(errorText(error, texts));
    return false;
  }
}

/** The settings' language form: saves it and switches the page. */
export function useSaveLanguageMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ locale }: { locale: TLocale }) => saveAccountLanguage(queryClient, locale),
  });
}
