import { useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, useNavigate } from 'react-router';
import { queryClient } from './query-client.ts';
import { api } from '../../lib/api-client.ts';
import { usePendingSaleRetries, usePendingSales } from '../features/sell/pending-sales.ts';
import { clearDeviceSession, readDeviceSession } from './device-session.ts';
import { useOnline } from './network-status.ts';
import { words } from './words.ts';

const MAIN = [
  ['/pos', words.nav.sell],
  ['/pos/tickets', words.nav.tickets],
  ['/pos/check', words.nav.check],
] as const;
const MORE = [
  ['/pos/results', words.nav.results],
  ['/pos/report', words.nav.report],
  ['/pos/chat', words.nav.chat],
  ['/pos/settings', words.nav.settings],
] as const;

/**
 * The seller's frame: company and seller on top, whether the server can be
 * reached and how many sales wait for it, the screens in a bar under the thumb
 * (on a desktop, all of them across the top).
 */
export function PosShell({ children }: { children: ReactNode }) {
  const session = readDeviceSession();
  const online = useOnline();
  const { pending } = usePendingSales();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  usePendingSaleRetries(session?.userId);
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

  const link = ([to, label]: readonly [string, string]) => (
    <NavLink key={to} to={to} end className="pos-nav-link" onClick={() => setMenuOpen(false)}>
      {label}
    </NavLink>
  );

  return (
    <div className="pos-shell">
      <header className="pos-header">
        <div className="pos-who">
          <strong className="pos-company">{session?.company}</strong>
          <span className="pos-seller">{session?.userName}</span>
        </div>
        {online && (
          <span className="pos-chip pos-chip-online">
            <span className="pos-dot" aria-hidden="true" />
            {words.online}
          </span>
        )}
      </header>
      {!online && (
        <p className="pos-offline" role="status">
          {words.offline}
        </p>
      )}
      {waiting > 0 && (
        <Link to="/pos" className="pos-waiting-bar" data-testid="pos-waiting-count">
          {words.waiting(waiting)}
        </Link>
      )}
      <nav className="pos-nav" aria-label={words.navLabel}>
        <div className="pos-nav-main">
          {MAIN.map(link)}
          <button
            type="button"
            className="pos-nav-link pos-nav-toggle"
            aria-expanded={menuOpen}
            aria-controls="pos-nav-more"
            onClick={() => setMenuOpen((v) => !v)}
          >
            {menuOpen ? words.closeMenu : words.menu}
          </button>
        </div>
        <div id="pos-nav-more" className={menuOpen ? 'pos-nav-more pos-open' : 'pos-nav-more'}>
          {MORE.map(link)}
          <button type="button" className="pos-nav-link" onClick={() => void signOut()}>
            {words.signOut}
          </button>
        </div>
      </nav>
      <main className="pos-screen">{children}</main>
    </div>
  );
}
