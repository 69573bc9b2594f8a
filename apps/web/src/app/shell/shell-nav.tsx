import { Badge, NavLink, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import {
  labelKeyOf,
  type MenuEntry,
  type StaffRole,
} from '../../features/main-menu/menu-entries.ts';
import { currentScreen, sidebarOf, type NavSection } from '../../features/main-menu/navigation.ts';
import { can } from '../../lib/use-can.ts';
import type { ShellSignals } from './company-signals.ts';

/** The count a sidebar entry carries, if any: unread chat, payment alerts (what it counts: a `shell` key). */
function countOf(
  entry: MenuEntry,
  signals: ShellSignals,
): { count: number; what: 'unread' | 'alerts' } | null {
  if (entry.path === '/subadmin/chat' && signals.unreadChat)
    return { count: signals.unreadChat, what: 'unread' };
  if (entry.path === '/subadmin/PaymentAlert' && signals.paymentAlerts)
    return { count: signals.paymentAlerts, what: 'alerts' };
  return null;
}

/**
 * Every screen of the role, by group, the current one highlighted (`aria-current="page"`).
 * `onNavigate`: the phone's drawer closes once a screen is chosen.
 */
export function ShellNav(props: {
  role: StaffRole;
  signals: ShellSignals;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const current = currentScreen(props.role, pathname);
  return (
    <Stack gap="md">
      {sidebarOf(props.role, can).map((section) => (
        <Section
          key={section.group}
          section={section}
          current={current}
          signals={props.signals}
          onNavigate={props.onNavigate}
        />
      ))}
    </Stack>
  );
}

function Section(props: {
  section: NavSection;
  current: MenuEntry | undefined;
  signals: ShellSignals;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation(['common', 'company']);
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId}>
      <Text id={labelId} size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
        {t(`menu.groups.${props.section.group}`)}
      </Text>
      {props.section.entries.map((entry) => {
        const here = entry === props.current;
        const count = countOf(entry, props.signals);
        return (
          <NavLink
            key={entry.path}
            component={Link}
            to={entry.path}
            label={t(labelKeyOf(entry.key))}
            leftSection={<entry.icon size={18} stroke={1.7} aria-hidden />}
            rightSection={
              count && (
                <Badge size="sm" color="red" variant="filled" circle={count.count < 10}>
                  {count.count}
                  <span className="visually-hidden"> {t(`shell.${count.what}`)}</span>
                </Badge>
              )
            }
            active={here}
            aria-current={here ? 'page' : undefined}
            onClick={props.onNavigate}
            fw={here ? 600 : 500}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        );
      })}
    </div>
  );
}
