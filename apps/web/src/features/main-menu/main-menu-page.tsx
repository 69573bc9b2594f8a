import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { readSession } from '../../lib/session.ts';
import { can } from '../../lib/use-can.ts';
import { PaymentAlertBanners } from '../../components/payment-alert-banners.tsx';
import { descriptionKeyOf, labelKeyOf, MENUS, type MenuEntry } from './menu-entries.ts';

/**
 * The grid of icon-and-link entries, chosen by the session's role (case-insensitive),
 * under the role's home (today at a glance: given by the router, features/home).
 */
export function MainMenuPage({ homes }: { homes?: { admin: ReactNode; subadmin: ReactNode } }) {
  const session = readSession();
  const role = session?.userRole;
  if (role === 'supervisor') return <Navigate to="/supervisor/main-menu" replace />;
  if (role !== 'admin' && role !== 'subadmin') return <Navigate to="/auth/signin" replace />;
  return (
    <>
      {role === 'subadmin' && <PaymentAlertBanners />}
      {homes?.[role]}
      <MenuGrid entries={MENUS[role]} />
    </>
  );
}

export function SupervisorMenuPage({ home }: { home?: ReactNode }) {
  return (
    <>
      {home}
      <MenuGrid entries={MENUS.supervisor} />
    </>
  );
}

function MenuGrid({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  return (
    <>
      <Title order={2} mb="lg" mt="xl">
        {t('shell.mainMenu')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
        {entries
          .filter((entry) => !entry.capability || can(entry.capability))
          .map((entry) => (
            <MenuTile key={entry.path} entry={entry} />
          ))}
      </SimpleGrid>
    </>
  );
}

/**
 * One entry: the whole card is clickable, but the link itself is the title (its `::after` covers
 * the card, global.css `.menu-tile-link`), so its accessible name is exactly its visible text and
 * the description is read as the link's description.
 */
function MenuTile({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation(['common', 'company']);
  const descriptionId = useId();
  return (
    <Card withBorder padding="lg" radius="md" pos="relative" className="menu-tile">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
          <entry.icon size={26} stroke={1.6} />
        </ThemeIcon>
        <div>
          <Text
            component={Link}
            to={entry.path}
            fw={600}
            c="dark"
            className="menu-tile-link"
            aria-describedby={descriptionId}
          >
            {t(labelKeyOf(entry.key))}
          </Text>
          <Text id={descriptionId} size="sm" c="dimmed">
            {t(descriptionKeyOf(entry.key))}
          </Text>
        </div>
      </Group>
    </Card>
  );
}
