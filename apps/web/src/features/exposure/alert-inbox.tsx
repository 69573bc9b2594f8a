import {
  Badge,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure, useWindowEvent } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import type { InboxAlert } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayDateTime } from '../../lib/format.ts';
import type { RiskReader } from './api.ts';
import { useAlertInbox, useReadAlert } from './inbox-api.ts';
import { alertWords } from './use-risk-alerts.tsx';

const BOARD: Record<RiskReader, string> = {
  subadmin: '/subadmin/riskboard',
  supervisor: '/supervisor/riskBoard',
};

/** One alert of the inbox: what reached its limit, when, and Mark as read while unread. */
export function InboxAlertItem({ alert, reader }: { alert: InboxAlert; reader: RiskReader }) {
  const { t } = useTranslation('risk');
  const read = useReadAlert(reader);
  const words = alertWords(alert);
  return (
    <Stack
      gap={4}
      py={6}
      data-testid="inbox-alert"
      data-read={alert.read ? 'true' : 'false'}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group gap={6} wrap="nowrap" align="flex-start">
        {!alert.read && (
          <Badge size="xs" color="red.9" variant="filled" style={{ flexShrink: 0, marginTop: 3 }}>
            {t('inbox.unreadBadge')}
          </Badge>
        )}
        <Text size="sm" fw={alert.read ? 400 : 600} style={{ overflowWrap: 'anywhere' }}>
          {t('alerts.reached', words)}
        </Text>
      </Group>
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="xs" c="dimmed">
          {displayDateTime(alert.createdAt)}
        </Text>
        {alert.read ? (
          <Text size="xs" c="dimmed">
            {t('inbox.read')}
          </Text>
        ) : (
          <Button
            size="compact-xs"
            variant="subtle"
            loading={read.isPending}
            onClick={() => read.mutate(alert._id)}
            aria-label={t('inbox.markReadNamed', words)}
          >
            {t('inbox.markRead')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/**
 * The header's alert inbox (issue 30), on the owner's and the supervisor's shells: a bell with the
 * unread count; it opens the newest alerts, each kept until read, and Mark all as read.
 */
export function AlertInbox({ reader }: { reader: RiskReader }) {
  const { t } = useTranslation('risk');
  const inbox = useAlertInbox(reader);
  const readAll = useReadAlert(reader);
  const unread = inbox.data?.unread ?? 0;
  const alerts = inbox.data?.alerts ?? [];
  const [opened, { toggle, close }] = useDisclosure(false);
  // Escape closes it wherever the focus went (a Mark as read button goes once pressed).
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') close();
  });
  return (
    <Popover
      opened={opened}
      onChange={(open) => (open ? undefined : close())}
      position="bottom-end"
      width="min(380px, calc(100vw - 16px))"
      shadow="md"
      withArrow
      // Focus goes into the list (Escape closes it there) and back to the bell after.
      trapFocus
      returnFocus
    >
      <Popover.Target>
        <UnstyledButton
          aria-label={`${t('inbox.button')}${unread ? ` (${t('inbox.unread', { count: unread })})` : ''}`}
          data-testid="alert-inbox-button"
          onClick={toggle}
          className="shell-inbox-button"
          p={6}
        >
          <Indicator
            label={unread > 99 ? '99+' : unread}
            size={16}
            color="red"
            disabled={unread === 0}
            data-testid="alert-inbox-count"
          >
            <IconBell size={20} aria-hidden />
          </Indicator>
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown p="sm" data-testid="alert-inbox">
        <Group justify="space-between" mb={4} wrap="nowrap" gap="xs">
          <Text fw={700} component="h2" size="md" m={0}>
            {t('inbox.title')}
          </Text>
          {unread > 0 && (
            <Button
              size="compact-xs"
              variant="light"
              loading={readAll.isPending}
              onClick={() => readAll.mutate('all')}
            >
              {t('inbox.markAllRead')}
            </Button>
          )}
        </Group>
        {unread > 0 && (
          <Text size="xs" c="dimmed">
            {t('inbox.unread', { count: unread })}
          </Text>
        )}
        {alerts.length === 0 ? (
          <Text size="sm" c="dimmed" py="sm">
            {t('inbox.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah="min(60vh, 480px)" type="auto" offsetScrollbars>
            {alerts.map((a) => (
              <InboxAlertItem key={a._id} alert={a} reader={reader} />
            ))}
          </ScrollArea.Autosize>
        )}
        <Button
          component={Link}
          to={BOARD[reader]}
          onClick={close}
          variant="subtle"
          size="compact-sm"
          mt="xs"
        >
          {t('panel.board')}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
