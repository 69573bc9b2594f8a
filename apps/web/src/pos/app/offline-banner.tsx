import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraws } from '../features/sell/draws.ts';
import { offlineEngine, useOfflineView } from '../lib/offline-selling/offline-state.ts';

// Loaded with the offline engine, already there when the company sells offline.
const OfflineGrantsBanner = lazy(() =>
  offlineEngine().then((m) => ({ default: m.OfflineGrantsBanner })),
);

/**
 * The banner without network: plainly, that there is no internet; when the company sells
 * offline, what its grants still allow (issue 32).
 */
export function OfflineBanner() {
  const { t } = useTranslation('pos');
  const view = useOfflineView();
  const draws = useDraws().data ?? [];
  const plain = (
    <p className="pos-offline" role="status">
      {t('app.offline')}
    </p>
  );
  if (!view.enabled || !view.ready) return plain;
  return (
    <Suspense fallback={plain}>
      <OfflineGrantsBanner draws={draws} />
    </Suspense>
  );
}
