import { lazy, Suspense } from 'react';
import { ensureNamespaces } from '../../shared/i18n/i18n.ts';
import { importWithRetry } from '../../shared/lib/importWithRetry.ts';
import { PageLoader } from '../../shared/ui/PageLoader.tsx';

// The box's code comes after this page's: the entry names only this small module (bundle-budget.test.ts).
const EmbedBox = lazy(() =>
  Promise.all([
    importWithRetry(() => import('../../features/distribution/EmbedBox.tsx')),
    ensureNamespaces(['booking']),
  ]).then(([module]) => ({ default: module.EmbedBox })),
);

/** /embed/{company|affiliate}/{id}: the booking box another site frames (issue 38). */
export function EmbedBoxPage() {
  return (
    <Suspense fallback={<PageLoader />}>
      <EmbedBox />
    </Suspense>
  );
}
