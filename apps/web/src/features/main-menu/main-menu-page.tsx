import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { readSession } from '../../lib/session.ts';
import { PaymentAlertBanners } from '../payment-alerts/alert-banners.tsx';
import { MENUS } from './menu-entries.ts';

/** The grid of icon-and-link entries, chosen by the session's role (case-insensitive). */
export function MainMenuPage() {
  const session = readSession();
  const role = session?.userRole;
  if (role === 'supervisor') return <Navigate to="/supervisor/main-menu" replace />;
  if (role !== 'admin' && role !== 'subadmin') return <Navigate to="/auth/signin" replace />;
  return (
    <>
      {role === 'subadmin' && <PaymentAlertBanners />}
      <MenuGrid entries={MENUS[role]} />
    </>
  );
}

export function SupervisorMenuPage() {
  return <MenuGrid entries={MENUS.supervisor} />;
}

function MenuGrid({ entries }: { entries: (typeof MENUS)['admin'] }) {
  return (
    <>
      <Title order={2} mb="lg">
        Main Menu
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
        {entries.map((entry) => (
          <Card
            key={entry.path}
            component={Link}
            to={entry.path}
            withBorder
            padding="lg"
            radius="md"
            aria-label={entry.label}
            style={{ textDecoration: 'none' }}
          >
            <Group wrap="nowrap" align="flex-start">
              <ThemeIcon size={44} radius="md" variant="light">
                <entry.icon size={26} stroke={1.6} />
              </ThemeIcon>
              <div>
                <Text fw={600} c="dark">
                  {entry.label}
                </Text>
                <Text size="sm" c="dimmed">
                  {entry.description}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </>
  );
}
