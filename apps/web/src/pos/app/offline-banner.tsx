import { lazy, Suspense, useEffect, useState } from 'react';
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

/** How long "N offline tickets sent" stays on screen once back online. */
const SENT_SHOWN_MS = 6_000;

/**
 * Back online, the banner goes: this says briefly how many offline tickets the sync sent (issue
 * 37), in the words loaded with the offline engine (it sent them, so they are there).
 */
export function OfflineSentNotice() {
  const { t } = useTranslation('posOffline');
  const { sent } = useOfflineView();
  const [over, setOver] = useState<typeof sent>(undefined);
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => setOver(sent), sent.at + SENT_SHOWN_MS - Date.now());
    return () => clearTimeout(timer);
  }, [sent]);
  if (!sent || over === sent) return null;
  return (
    <p className="pos-offline pos-offline-sent" role="status" data-testid="offline-sent">
      {t('banner.sent', { count: sent.count })}
    </p>
  );
}
