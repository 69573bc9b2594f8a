import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconBarrierBlock, IconMapOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import { readSession } from '../lib/session.ts';

function menuPath() {
  return readSession()?.userRole === 'supervisor' ? '/supervisor/main-menu' : '/admin/main-menu';
}

function StatusPage(props: {
  icon: React.ReactNode;
  title: string;
  text: string;
  action?: React.ReactNode;
}) {
  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="sm" maw={460} ta="center">
        {props.icon}
        <Title order={2}>{props.title}</Title>
        <Text c="dimmed">{props.text}</Text>
        {props.action}
      </Stack>
    </Center>
  );
}

export function NotFoundPage() {
  const signedIn = !!readSession();
  return (
    <StatusPage
      icon={<IconMapOff size={48} color="var(--mantine-color-gray-5)" />}
      title="Page not found"
      text="There is no page at this address. Check the link, or go back to where you were."
      action={
        <Button component={Link} to={signedIn ? menuPath() : '/'}>
          {signedIn ? 'Back to the menu' : 'Back to the home page'}
        </Button>
      }
    />
  );
}

export function ForbiddenPage() {
  return (
    <StatusPage
      icon={<IconBarrierBlock size={48} color="var(--mantine-color-red-6)" />}
      title="Not for your account"
      text="This screen belongs to another kind of account. Your menu has everything you can use."
      action={
        <Button component={Link} to={menuPath()}>
          Back to the menu
        </Button>
      }
    />
  );
}
