import { AppShell, Box, Button, Container, Group, Text } from '@mantine/core';
import { IconLogout, IconMenu2, IconMessages } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, Navigate, NavLink, Outlet } from 'react-router';
import { readSession } from '../lib/session.ts';
import { HeaderSearch } from './header-search.tsx';

export interface ShellLink {
  to: string;
  label: string;
  icon: ReactNode;
}

function Brand({ subtitle }: { subtitle?: string }) {
  return (
    <Group gap={10} wrap="nowrap" style={{ minWidth: 0 }}>
      <img src="/favicon.svg" alt="" width={30} height={30} />
      <Box style={{ minWidth: 0 }}>
        <Text fw={800} size="lg" c="haiti.7" lh={1.1}>
          Tiraj
        </Text>
        {subtitle && (
          <Text
            size="xs"
            c="dimmed"
            truncate="end"
            maw={{ base: 140, sm: 360 }}
            data-testid="shell-brand"
          >
            {subtitle}
          </Text>
        )}
      </Box>
    </Group>
  );
}

/** `search`: the header's search box (company roles). */
function Shell(props: { subtitle?: string; links: ShellLink[]; search?: boolean }) {
  const { subtitle, links } = props;
  return (
    <AppShell header={{ height: 60 }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Link to={links[0]?.to ?? '/'} style={{ textDecoration: 'none', minWidth: 0 }}>
            <Brand subtitle={subtitle} />
          </Link>
          <Group gap={4} wrap="nowrap" component="nav">
            {props.search && <HeaderSearch />}
            {links.map((link) => (
              <Button
                key={link.label}
                component={NavLink}
                to={link.to}
                variant="subtle"
                size="compact-md"
                px={{ base: 6, sm: 10 }}
                aria-label={link.label}
                color={link.to === '/auth/signout' ? 'red' : undefined}
              >
                {link.icon}
                {/* On a phone the bar shows icons only; the label stays for screen readers. */}
                <Box component="span" ml={6} visibleFrom="sm">
                  {link.label}
                </Box>
              </Button>
            ))}
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

/** The shell shared by /admin and /subadmin; the sub-admin bar adds Chat. */
export function AdminShell() {
  const session = readSession();
  // Sign-in always lands on /admin/main-menu (SPEC.md §4): a supervisor belongs in its own shell.
  if (session?.userRole === 'supervisor') return <Navigate to="/supervisor/main-menu" replace />;
  if (session?.userRole === 'subadmin') {
    return (
      <Shell
        subtitle={session.company}
        search
        links={[
          { to: '/admin/main-menu', label: 'Main Menu', icon: <IconMenu2 size={18} /> },
          { to: '/subadmin/chat', label: 'Chat', icon: <IconMessages size={18} /> },
          { to: '/auth/signout', label: 'Logout', icon: <IconLogout size={18} /> },
        ]}
      />
    );
  }
  return (
    <Shell
      subtitle="Platform administration"
      links={[
        { to: '/admin/main-menu', label: 'Menu', icon: <IconMenu2 size={18} /> },
        { to: '/auth/signout', label: 'Sign Out', icon: <IconLogout size={18} /> },
      ]}
    />
  );
}

/** The supervisor's own shell: the brand shows the company, then the user name in parentheses. */
export function SupervisorShell() {
  const session = readSession();
  return (
    <Shell
      subtitle={`${session?.company ?? ''} (${session?.userName ?? ''})`}
      search
      links={[
        { to: '/supervisor/main-menu', label: 'Menu', icon: <IconMenu2 size={18} /> },
        { to: '/auth/signout', label: 'Sign Out', icon: <IconLogout size={18} /> },
      ]}
    />
  );
}
