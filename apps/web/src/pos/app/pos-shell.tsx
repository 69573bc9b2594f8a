import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { readDeviceSession } from './device-session.ts';
import { words } from './words.ts';

const NAV = [
  ['/pos', words.nav.sell],
  ['/pos/tickets', words.nav.tickets],
  ['/pos/check', words.nav.check],
  ['/pos/results', words.nav.results],
  ['/pos/report', words.nav.report],
  ['/pos/chat', words.nav.chat],
  ['/pos/settings', words.nav.settings],
] as const;

/** Placeholder shell: the seller and company on top, the screens below. */
export function PosShell({ children }: { children: ReactNode }) {
  const session = readDeviceSession();
  return (
    <div className="pos-shell">
      <header className="pos-header">
        <strong>{session?.company}</strong> <span>{session?.userName}</span>
      </header>
      <nav className="pos-nav">
        {NAV.map(([to, label]) => (
          <NavLink key={to} to={to} end>
            {label}
          </NavLink>
        ))}
      </nav>
      <main className="pos-screen">{children}</main>
    </div>
  );
}
