import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconBarrierBlock, IconMapOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { readSession } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';

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
  const { t } = useTranslation();
  useDocumentTitle(t('status.notFoundTitle'));
  const signedIn = !!readSession();
  return (
    <StatusPage
      icon={<IconMapOff size={48} color="var(--mantine-color-gray-5)" />}
      title={t('status.notFoundTitle')}
      text={t('status.notFoundText')}
      action={
        <Button component={Link} to={signedIn ? menuPath() : '/'}>
          {signedIn ? t('status.backToMenu') : t('status.backToHome')}
        </Button>
      }
    />
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('status.forbiddenTitle'));
  return (
    <StatusPage
      icon={<IconBarrierBlock size={48} color="var(--mantine-color-red-6)" />}
      title={t('status.forbiddenTitle')}
      text={t('status.forbiddenText')}
      action={
        <Button component={Link} to={menuPath()}>
          {t('status.backToMenu')}
        </Button>
      }
    />
  );
}
