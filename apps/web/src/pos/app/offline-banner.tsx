import { useTranslation } from 'react-i18next';
import { closesAt, useDraws } from '../features/sell/draws.ts';
import { grantStopped, useOfflineView } from '../lib/offline-selling/offline-state.ts';
import { money } from '../lib/ticket-print/ticket-format.ts';
import { useNow } from '../lib/use-now.ts';

/**
 * The banner without network (issue 32). A company that sells offline: what each open draw's
 * grant still allows, or why it sells nothing more; the offline tickets waiting to be sent and
 * those held. Otherwise, plainly, that there is no internet.
 */
export function OfflineBanner() {
  const { t } = useTranslation(['pos', 'posOffline']);
  const view = useOfflineView();
  const draws = useDraws().data ?? [];
  const now = useNow();
  if (!view.enabled || !view.ready)
    return (
      <p className="pos-offline" role="status">
        {t('app.offline')}
      </p>
    );
  const open = draws.filter((d) => d.open && closesAt(d) > now);
  const rows = open.flatMap((draw) => {
    const grant = view.grants.find((g) => g.lotteryCategoryId === draw._id);
    if (!grant || Date.parse(grant.closesAt) <= now) return [];
    const stopped = grantStopped(grant, now);
    const text = stopped
      ? t(`posOffline:banner.stopped.${stopped}`, { draw: draw.lotteryName })
      : t('posOffline:banner.grant', { draw: draw.lotteryName, left: money(grant.left) });
    return [{ id: draw._id, text, stopped: !!stopped }];
  });
  const waiting = view.tickets.filter((x) => x.state === 'waiting').length;
  const held = view.tickets.filter((x) => x.state === 'held').length;
  return (
    <div className="pos-offline pos-offline-selling" role="status" data-testid="offline-banner">
      <strong>{t('posOffline:banner.selling')}</strong>
      {rows.length === 0 ? (
        <span className="pos-offline-stop">{t('posOffline:banner.none')}</span>
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
        <span data-testid="offline-waiting">
          {t('posOffline:banner.waiting', { count: waiting })}
        </span>
      )}
      {held > 0 && <span>{t('posOffline:banner.held', { count: held })}</span>}
    </div>
  );
}
