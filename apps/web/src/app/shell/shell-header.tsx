import { Badge, Box, Burger, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertInbox } from '../../features/exposure/alert-inbox.tsx';
import type { RiskReader } from '../../features/exposure/api.ts';
import { LanguageSwitcher } from '../../i18n/language-switcher.tsx';
import type { ShellSignals } from './company-signals.ts';
import { HeaderSearch } from './header-search.tsx';

/** An entry of the top bar (SPEC.md §2: the sub-admin's Main Menu, Chat, Logout; Menu, Sign Out). */
export interface ShellLink {
  to: string;
  label: string;
  icon: ReactNode;
  /** a count it carries (the unread chat) and what it counts, for screen readers */
  count?: { value: number; what: string };
  danger?: boolean;
}

export interface ShellHeaderProps {
  home: string;
  /** under the name: the company (the admin: "Platform administration") */
  brand: string;
  /** the supervisor's brand adds its user name in parentheses (SPEC.md §2) */
  brandUser?: string;
  /** the signed-in user, shown beside the bar on a wide screen (the supervisor's is in its brand) */
  user?: string;
  links: ShellLink[];
  signals: ShellSignals;
  /** the drawer's state, on a narrow screen (no burger on a wide one: the sidebar shows) */
  drawer?: { opened: boolean; toggle: () => void };
  /** the search box for tickets and people (the company roles) */
  search?: boolean;
  /** the risk alert inbox of the company roles (the owner's, a supervisor's) */
  alerts?: RiskReader;
}

export function ShellHeader(props: ShellHeaderProps) {
  const { t } = useTranslation();
  return (
    // Tight on a phone: at 360 px the brand (company, and a supervisor's whole user name) has what
    // the burger, search, alert bell and account links leave.
    <Group h="100%" px={{ base: 4, sm: 'md' }} justify="space-between" wrap="nowrap" gap={4}>
      <Group gap="xs" wrap="nowrap" style={{ minWidth: 0, flex: 1 }}>
        {props.drawer && (
          <Burger
            opened={props.drawer.opened}
            onClick={props.drawer.toggle}
            size="sm"
            aria-label={t('shell.openNavigation')}
            aria-expanded={props.drawer.opened}
          />
        )}
        <Link to={props.home} className="shell-brand-link">
          <Brand brand={props.brand} user={props.brandUser} />
        </Link>
      </Group>
      <Group gap={4} wrap="nowrap">
        {props.search && <HeaderSearch />}
        {props.alerts && <AlertInbox reader={props.alerts} />}
        {props.signals.paymentAlerts > 0 && (
          <Button
            component={Link}
            to="/subadmin/PaymentAlert"
            variant="light"
            color="red"
            size="compact-md"
            px={8}
            data-testid="payment-alert-count"
          >
            <IconAlertTriangle size={18} aria-hidden />
            <span style={{ marginInlineStart: 4 }}>{props.signals.paymentAlerts}</span>{' '}
            <span className="shell-bar-label shell-alert-label">
              {t('shell.paymentAlerts', { count: props.signals.paymentAlerts })}
            </span>
          </Button>
        )}
        {props.user && (
          <Group gap={6} wrap="nowrap" px={6} visibleFrom="xl" data-testid="shell-user">
            <IconUserCircle
              size={20}
              stroke={1.6}
              color="var(--mantine-color-dimmed)"
              aria-hidden
            />
            <Text size="sm" fw={500} truncate="end" maw={180} title={props.user}>
              {props.user}
            </Text>
          </Group>
        )}
        {/* From md up; below, the drawer holds it (a 360 px bar has no room). */}
        {!props.drawer && <LanguageSwitcher signedIn className="shell-header-language" />}
        <Group gap={4} wrap="nowrap" component="nav" aria-label={t('shell.account')}>
          {props.links.map((link) => (
            <TopBarLink key={link.to} link={link} />
          ))}
        </Group>
      </Group>
    </Group>
  );
}

/** Icon and label; on a phone the label is read by screen readers only (global.css `.shell-bar-label`). */
function TopBarLink({ link }: { link: ShellLink }) {
  return (
    <Button
      component={Link}
      to={link.to}
      variant="subtle"
      size="compact-md"
      px={{ base: 6, sm: 10 }}
      color={link.danger ? 'red' : undefined}
      rightSection={
        link.count?.value ? (
          <Badge size="sm" color="red" variant="filled" circle={link.count.value < 10}>
            {link.count.value}
            <span className="visually-hidden"> {link.count.what}</span>
          </Badge>
        ) : undefined
      }
    >
      {link.icon}
      <span className="shell-bar-label">{link.label}</span>
    </Button>
  );
}

/**
 * The logo, the name and the company; for a supervisor, "Company (user)" (SPEC.md §2). On a phone
 * the company wraps to two lines, then ends in "…" (the whole text in its tooltip), and the user
 * keeps a line of its own: a 360 px screen still says who is signed in.
 */
function Brand({ brand, user }: { brand: string; user?: string }) {
  const whole = user ? `${brand} (${user})` : brand;
  return (
    <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
      {/* On a phone the room goes to the names: the logo shows from 48em up. */}
      <img src="/favicon.svg" alt="" width={30} height={30} className="shell-brand-logo" />
      <Box style={{ minWidth: 0 }}>
        <Text fw={800} size="lg" c="haiti.7" lh={1.1} visibleFrom="sm">
          Tiraj
        </Text>
        <Text
          size="xs"
          c="dimmed"
          lh={1.25}
          title={whole}
          className="shell-brand"
          data-testid="shell-brand"
        >
          <span className="shell-brand-company">{brand}</span>
          {user && (
            <>
              {' '}
              <span className="shell-brand-user">({user})</span>
            </>
          )}
        </Text>
      </Box>
    </Group>
  );
}
