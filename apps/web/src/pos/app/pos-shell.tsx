import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { LanguageSwitcher } from '../../i18n/language-switcher.tsx';
import { queryClient } from './query-client.ts';
import { api } from '../../lib/api-client.ts';
import { usePendingSaleRetries, usePendingSales } from '../lib/pending-sales/pending-sales.ts';
import { clearDeviceSession, readDeviceSession } from '../lib/device-session.ts';
import { useConfirmedOnline, useOnline } from '../lib/network-status.ts';
import { useSellerCompany } from '../lib/ticket-print/api.ts';
import { useDrawsAnswer } from '../features/sell/draws.ts';
import { useOfflineSelling } from '../lib/offline-selling/use-offline-selling.ts';
import { OfflineBanner, OfflineSentNotice } from './offline-banner.tsx';

type Screen = 'sell' | 'tickets' | 'check' | 'results' | 'report' | 'balance' | 'chat' | 'settings';
const MAIN: readonly (readonly [string, Screen])[] = [
  ['/pos', 'sell'],
  ['/pos/tickets', 'tickets'],
  ['/pos/check', 'check'],
];
const MORE: readonly (readonly [string, Screen])[] = [
  ['/pos/results', 'results'],
  ['/pos/report', 'report'],
  ['/pos/balance', 'balance'],
  ['/pos/chat', 'chat'],
  ['/pos/settings', 'settings'],
];

/**
 * The seller's frame: company and seller on top, whether the server can be
 * reached and how many sales wait for it, the screens in a bar under the thumb
 * (on a desktop, all of them across the top); the language with the screens under "More"
 * (Settings has its own).
 */
export function PosShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation(['pos', 'shared']);
  const session = readDeviceSession();
  // "Gen entènèt" only once the server answered: a server that hangs is not a network.
  const confirmed = useConfirmedOnline();
  const online = useOnline();
  const { pending } = usePendingSales();
  const navigate = useNavigate();
  // Settings has its own language section: one switcher on a screen.
  const onSettings = useLocation().pathname === '/pos/settings';
  const [menuOpen, setMenuOpen] = useState(false);
  usePendingSaleRetries(session?.userId);
  useOfflineSelling(session?.userId, useDrawsAnswer().data);
  // Asked at opening, not at the first sale: the first ticket prints with the company's details.
  useSellerCompany();
  const waiting = pending.filter((p) => p.userId === session?.userId).length;

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const signOut = async () => {
    // Revoke the token when the server can be reached; the device forgets it either way.
    await api('POST', '/auth/signout', {}).catch(() => undefined);
    clearDeviceSession();
    queryClient.clear();
    void navigate('/pos/signin', { replace: true });
  };

  const link = ([to, screen]: readonly [string, Screen]) => (
    <NavLink key={to} to={to} end className="pos-nav-link" onClick={() => setMenuOpen(false)}>
      {t(`app.nav.${screen}`)}
    </NavLink>
  );

  return (
    <div className="pos-shell">
      <header className="pos-header">
        <div className="pos-who">
          <strong className="pos-company">{session?.company}</strong>
          <span className="pos-seller">{session?.userName}</span>
        </div>
        {confirmed && (
          <span className="pos-chip pos-chip-online">
            <span className="pos-dot" aria-hidden="true" />
            {t('app.online')}
          </span>
        )}
      </header>
      {online ? <OfflineSentNotice /> : <OfflineBanner />}
      {waiting > 0 && (
        <Link to="/pos" className="pos-waiting-bar" data-testid="pos-waiting-count">
          {t('app.waiting', { count: waiting })}
        </Link>
      )}
      <nav className="pos-nav" aria-label={t('app.navLabel')}>
        <div className="pos-nav-main">
          {MAIN.map(link)}
          <button
            type="button"
            className="pos-nav-link pos-nav-toggle"
            aria-expanded={menuOpen}
            aria-controls="pos-nav-more"
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? t('app.closeMenu') : t('app.menu')}
          </button>
        </div>
        <div id="pos-nav-more" className={menuOpen ? 'pos-nav-more pos-open' : 'pos-nav-more'}>
          {MORE.map(link)}
          <button type="button" className="pos-nav-link" onClick={() => void signOut()}>
            {t('app.signOut')}
          </button>
          {!onSettings && (
            <div className="pos-nav-language">
              {/* Seen by the eye; the switcher's group keeps its own label for a screen reader. */}
              <span aria-hidden="true">{t('shared:language.label')}</span>
              <LanguageSwitcher signedIn />
            </div>
          )}
        </div>
      </nav>
      <main className="pos-screen">{children}</main>
    </div>
  );
}
