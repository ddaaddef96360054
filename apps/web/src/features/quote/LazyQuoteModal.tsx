import { lazy } from 'react';
import { ensureNamespaces } from '../../shared/i18n/i18n.ts';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';

/**
 * The quote wizard's modal, downloaded when a visitor first opens it (the navbar's "Request a quote" and the
 * pages that offer a quote), with its words in the page's language (the `quote` catalogue).
 */
export const LazyQuoteModal = lazy(() =>
  Promise.all([importWithRetry(() => import('./QuoteModal.tsx')), ensureNamespaces(['quote'])]).then(
    ([module]) => ({ default: module.QuoteModal }),
  ),
);
