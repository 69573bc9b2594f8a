import { AppShell, Box, Container, Drawer, Group, ScrollArea, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LanguageSwitcher } from '../../i18n/language-switcher.tsx';
import type { StaffRole } from '../../features/main-menu/menu-entries.ts';
import { currentScreen, screenTitle } from '../../features/main-menu/navigation.ts';
import { ForbiddenPage } from '../../components/status-pages.tsx';
import { can } from '../../lib/use-can.ts';
import { useShellDocumentTitle } from '../../lib/use-document-title.ts';
import { useShellSignals } from './company-signals.ts';
import { ShellHeader, type ShellLink } from './shell-header.tsx';
import { ShellNav } from './shell-nav.tsx';
import { MAIN_ID, SkipLink } from './skip-link.tsx';

/** From this width (Mantine's md, 992 px) the sidebar stays; below it, the ≡ burger opens a drawer. */
const SIDEBAR_FROM = '(min-width: 62em)';

export interface ShellProps {
  role: StaffRole;
  home: string;
  brand: string;
  /** the supervisor's: its user name, in its brand */
  brandUser?: string;
  /** the signed-in user, beside the top bar */
  user?: string;
  links: ShellLink[];
}

/**
 * A dashboard shell: skip link, header (brand, who is signed in, counts, the spec's top bar),
 * the sidebar of every screen of the role (a drawer on phones and tablets) and the screen.
 */
export function Shell(props: ShellProps) {
  const { t } = useTranslation(['common', 'company']);
  const wide = useMediaQuery(SIDEBAR_FROM, true, { getInitialValueInEffect: false });
  const [opened, drawer] = useDisclosure(false);
  const { pathname } = useLocation();
  const signals = useShellSignals(props.role);
  const title = screenTitle(props.role, pathname);
  // Issue 39: a screen the staff account's role may not open, even by its address.
  const needs = currentScreen(props.role, pathname)?.capability;
  useShellDocumentTitle(title && t(title));
  const links = props.links.map((link) =>
    link.to === '/subadmin/chat'
      ? { ...link, count: { value: signals.unreadChat, what: t('shell.unread') } }
      : link,
  );

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={wide ? { width: 248, breakpoint: 'md' } : undefined}
      padding="md"
    >
      <SkipLink />
      <AppShell.Header>
        <ShellHeader
          home={props.home}
          brand={props.brand}
          brandUser={props.brandUser}
          user={props.user}
          links={links}
          signals={signals}
          drawer={wide ? undefined : { opened, toggle: drawer.toggle }}
          search={props.role !== 'admin'}
          alerts={props.role === 'admin' ? undefined : props.role}
        />
      </AppShell.Header>
      {wide ? (
        <AppShell.Navbar aria-label={t('shell.screens')}>
          <AppShell.Section grow component={ScrollArea} px="sm" py="md">
            <ShellNav role={props.role} signals={signals} />
          </AppShell.Section>
        </AppShell.Navbar>
      ) : (
        <Drawer
          opened={opened}
          onClose={drawer.close}
          size={288}
          padding="sm"
          closeButtonProps={{ 'aria-label': t('shell.closeNavigation') }}
          title={<DrawerTitle brand={props.brand} user={props.user ?? props.brandUser} />}
        >
          {/* Below md the header has no room for it: the drawer holds the language. */}
          <LanguageSwitcher signedIn className="shell-drawer-language" />
          <Box component="nav" aria-label={t('shell.screens')}>
            <ShellNav role={props.role} signals={signals} onNavigate={drawer.close} />
          </Box>
        </Drawer>
      )}
      <AppShell.Main id={MAIN_ID} tabIndex={-1}>
        <Container size="xl" px={0}>
          {needs && !can(needs) ? <ForbiddenPage /> : <Outlet />}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}

/** The drawer's head: the app, then who is signed in and for which company. */
function DrawerTitle({ brand, user }: { brand: string; user?: string }) {
  // Spans only: the drawer's title is a heading.
  return (
    <Group component="span" gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={26} height={26} />
      <Box component="span" display="block">
        <Text component="span" display="block" fw={800} c="haiti.7" lh={1.1}>
          Tiraj
        </Text>
        <Text
          component="span"
          display="block"
          size="xs"
          c="dimmed"
          fw={400}
          style={{ overflowWrap: 'anywhere' }}
        >
          {user ? `${user} · ${brand}` : brand}
        </Text>
      </Box>
    </Group>
  );
}
