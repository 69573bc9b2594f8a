import type { SellerCategory } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { closesAt } from '../draw-close.ts';
import { money } from '../ticket-print/ticket-format.ts';
import { useNow } from '../use-now.ts';
import { useOfflineView, type GrantView } from './offline-state.ts';

/** Why a grant sells nothing more at `now`, or null. */
function grantStopped(g: GrantView, now: number): 'closed' | 'expired' | 'budget' | null {
  if (now >= Date.parse(g.expiresAt)) return 'expired';
  if (now >= Date.parse(g.stopsAt)) return 'closed';
  return g.left <= 0 ? 'budget' : null;
}

/**
 * The banner without network when the company sells offline (issue 32), loaded with the engine:
 * what each open draw's grant still allows, or why it sells nothing more ("sell nothing
 * offline"); the offline tickets waiting to be sent and those held.
 */
export function OfflineGrantsBanner({ draws }: { draws: readonly SellerCategory[] }) {
  const { t } = useTranslation('posOffline');
  const view = useOfflineView();
  const now = useNow();
  const open = draws.filter((d) => d.open && closesAt(d) > now);
  const rows = open.flatMap((draw) => {
    const grant = view.grants.find((g) => g.lotteryCategoryId === draw._id);
    if (!grant || Date.parse(grant.closesAt) <= now) return [];
    const stopped = grantStopped(grant, now);
    const text = stopped
      ? t(`banner.stopped.${stopped}`, { draw: draw.lotteryName })
      : t('banner.grant', { draw: draw.lotteryName, left: money(grant.left) });
    return [{ id: draw._id, text, stopped: !!stopped }];
  });
  const waiting = view.tickets.filter((x) => x.state === 'waiting').length;
  const held = view.tickets.filter((x) => x.state === 'held').length;
  return (
    <div className="pos-offline pos-offline-selling" role="status" data-testid="offline-banner">
      <strong>{t('banner.selling')}</strong>
      {rows.length === 0 ? (
        <span className="pos-offline-stop">{t('banner.none')}</span>
      ) : (
        <ul className="pos-offline-grants">
          {rows.map((r) => (
            <li key={r.id} className={r.stopped ? 'pos-offline-stop' : undefined}>
              {r.text}
            </li>
          ))}
        </ul>
      )}
      {waiting > 0 && (
        <span data-testid="offline-waiting">{t('banner.waiting', { count: waiting })}</span>
      )}
      {held > 0 && <span>{t('banner.held', { count: held })}</span>}
    </div>
  );
}
