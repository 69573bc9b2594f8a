import { IconLayoutGrid, IconLogout, IconMessages } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { readSession } from '../../lib/session.ts';
import { Shell } from './shell.tsx';

const menuIcon = <IconLayoutGrid size={18} aria-hidden />;
const signOutIcon = <IconLogout size={18} aria-hidden />;

/** The shell shared by /admin and /subadmin; the sub-admin bar adds Chat. */
export function AdminShell() {
  const { t } = useTranslation();
  const session = readSession();
  // Sign-in always lands on /admin/main-menu (SPEC.md §4): a supervisor belongs in its own shell.
  if (session?.userRole === 'supervisor') return <Navigate to="/supervisor/main-menu" replace />;
  if (session?.userRole === 'subadmin') {
    return (
      <Shell
        role="subadmin"
        home="/admin/main-menu"
        brand={session.company}
        user={session.userName}
        links={[
          { to: '/admin/main-menu', label: t('shell.mainMenu'), icon: menuIcon },
          {
            to: '/subadmin/chat',
            label: t('shell.chat'),
            icon: <IconMessages size={18} aria-hidden />,
          },
          { to: '/auth/signout', label: t('shell.logout'), icon: signOutIcon, danger: true },
        ]}
      />
    );
  }
  return (
    <Shell
      role="admin"
      home="/admin/main-menu"
      brand={t('shell.platformAdministration')}
      user={session?.userName}
      links={[
        { to: '/admin/main-menu', label: t('shell.menu'), icon: menuIcon },
        { to: '/auth/signout', label: t('shell.signOut'), icon: signOutIcon, danger: true },
      ]}
    />
  );
}

/** The supervisor's own shell: the brand shows the company, then the user name in parentheses. */
export function SupervisorShell() {
  const { t } = useTranslation();
  const session = readSession();
  return (
    <Shell
      role="supervisor"
      home="/supervisor/main-menu"
      brand={session?.company ?? ''}
      brandUser={session?.userName ?? ''}
      links={[
        { to: '/supervisor/main-menu', label: t('shell.menu'), icon: menuIcon },
        { to: '/auth/signout', label: t('shell.signOut'), icon: signOutIcon, danger: true },
      ]}
    />
  );
}
