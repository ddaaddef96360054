import { isApiError } from '../lib/api.ts';
import type { useT } from './useT.tsx';

type TTexts = Pick<ReturnType<typeof useT>, 't' | 'tx'>;

/**
 * What to tell a visitor about a failed request, in their language: a network failure says so, a server
 * answer shows its message (the domain's Portuguese when it has one), anything else asks to try again.
 */
export function errorText(error: unknown, { t, tx }: TTexts): string {
  if (!isApiError(error)) {
    return t('common.errors.tryAgain');
  }
  if (error.code === 'NETWORK_ERROR') {
    return t('common.errors.network');
  }
  return tx(error.message);
}
