import {
  Alert,
  Badge,
  Container,
  Group,
  Image,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { GAME_CATEGORIES, type GameCategory } from '@tiraj/domain';
import type { PublicTicket, PublicTicketData } from '@tiraj/domain/contracts';
import { addResources } from '../../i18n/i18n.ts';
import { LanguageSwitcher } from '../../i18n/language-switcher.tsx';
import { publicTicketResources } from '../../i18n/resources/public-ticket.ts';
import { ApiError, get } from '../../lib/api-client.ts';
import { gameDigits } from '../../lib/game-digits.ts';
import { setOperatorTimeZone } from '../../lib/operator-time.ts';
import { dateAndTime, displayDate, displayDateTime, htg } from '../../lib/format.ts';

addResources(publicTicketResources);

const isGame = (game: string): game is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(game);

const STATE_COLOR: Record<PublicTicketData['state'], string> = {
  waiting: 'blue',
  lost: 'gray',
  won: 'green',
  paid: 'teal',
  cancelled: 'red',
};

/**
 * `/t/<reference>`: a ticket as whoever holds it may check it, without signing in (issue 29).
 * Errors are said on the page, not toasted: nobody here has a dashboard to go back to.
 */
export function PublicTicketPage() {
  const { reference = '' } = useParams();
  const { t } = useTranslation('publicTicket');
  const title = t('title');
  useEffect(() => {
    document.title = `${title} — Tiraj`;
  }, [title]);
  const ticket = useQuery({
    queryKey: ['public-ticket', reference],
    queryFn: ({ signal }) =>
      get<PublicTicket>(`/public/ticket/${encodeURIComponent(reference)}`, signal).then((a) => {
        // No session here: the sale time is read in the operator's zone the answer gives, as
        // the paper printed it, not in the customer's phone's zone.
        setOperatorTimeZone(a.data.timeZone);
        return a.data;
      }),
    retry: false,
  });
  return (
    <Container size={480} px="sm" py="md" component="main">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={1} size="h3">
            {title}
          </Title>
          <LanguageSwitcher signedIn={false} />
        </Group>
        {ticket.isPending && (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>{t('loading')}</Text>
          </Group>
        )}
        {ticket.isError && (
          <Alert
            color={
              ticket.error instanceof ApiError && ticket.error.status === 404 ? 'yellow' : 'red'
            }
          >
            {ticket.error instanceof ApiError && ticket.error.status === 404
              ? t('notFound')
              : t('failed')}
          </Alert>
        )}
        {ticket.data && <TicketView ticket={ticket.data} />}
      </Stack>
    </Container>
  );
}

function StateLine({ ticket }: { ticket: PublicTicketData }) {
  const { t } = useTranslation('publicTicket');
  const amount = htg(ticket.payout);
  // Paid: the cash the customer received, which a corrected result never changes (issue 38).
  const paidOut = ticket.paidOut ?? ticket.payout;
  const text =
    ticket.state === 'won'
      ? t('state.won', { amount })
      : ticket.state === 'paid'
        ? t('state.paid', {
            amount: htg(paidOut),
            date: ticket.paidAt ? displayDateTime(ticket.paidAt) : '',
          })
        : t(`state.${ticket.state}`);
  return (
    <Stack gap={4}>
      {/* The words wrap on a phone rather than cutting the date of payment. */}
      <Badge
        size="xl"
        color={STATE_COLOR[ticket.state]}
        h="auto"
        py={6}
        styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
        data-testid="public-ticket-state"
      >
        {text}
      </Badge>
      {ticket.state === 'paid' && paidOut !== ticket.payout && (
        <Text size="sm" data-testid="public-ticket-corrected">
          {t('correctedNow', { amount })}
        </Text>
      )}
      {/* Above the seller payout limit no seller may pay it (the server's rule): the office does. */}
      {ticket.state === 'won' &&
        (ticket.payAt === 'office' ? (
          <Stack gap={0} data-testid="public-ticket-office">
            <Text size="sm">{t('wonAtOffice', { company: ticket.company.name })}</Text>
            {ticket.company.address && (
              <Text size="sm" fw={600}>
                {t('officeAddress', { address: ticket.company.address })}
              </Text>
            )}
          </Stack>
        ) : (
          <Text size="sm">{t('wonHint', { company: ticket.company.name })}</Text>
        ))}
    </Stack>
  );
}

function TicketView({ ticket }: { ticket: PublicTicketData }) {
  const { t } = useTranslation('publicTicket');
  const { t: tShared } = useTranslation('shared');
  return (
    <Paper withBorder p="sm">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap">
          {ticket.company.logo && (
            <Image src={ticket.company.logo} alt="" w={48} h={48} fit="contain" />
          )}
          <Text fw={700} size="lg">
            {ticket.company.name}
          </Text>
        </Group>
        <StateLine ticket={ticket} />
        <dl style={{ margin: 0 }}>
          {[
            [t('draw'), ticket.draw],
            [t('drawDate'), displayDate(ticket.date)],
            [t('soldAt'), t('soldAtValue', dateAndTime(ticket.soldAt))],
          ].map(([label, value]) => (
            <Group key={label} justify="space-between" gap="xs">
              <Text component="dt" c="dimmed" size="sm">
                {label}
              </Text>
              <Text component="dd" m={0} fw={600}>
                {value}
              </Text>
            </Group>
          ))}
        </dl>
        <Table captionSide="top" verticalSpacing={4} horizontalSpacing="xs">
          <Table.Caption>{t('lines')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('game')}</Table.Th>
              <Table.Th>{t('number')}</Table.Th>
              <Table.Th ta="right">{t('amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {ticket.lines.map((line, i) => (
              <Table.Tr key={i} fw={line.winFlag ? 700 : undefined}>
                <Table.Td>
                  {/* As the paper and the point of sale name it (Bòlèt, Loto 3), never its code. */}
                  {isGame(line.gameCategory) ? t(`games.${line.gameCategory}`) : line.gameCategory}
                  {/* Which lots an L4C/L5C option is made of, as the ticket was sold (issue 36). */}
                  {gameDigits(tShared, line.gameCategory, ticket.resultLayout) && (
                    <Text size="xs" c="dimmed">
                      {gameDigits(tShared, line.gameCategory, ticket.resultLayout)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{line.number}</Table.Td>
                <Table.Td ta="right">
                  {line.bonus ? t('free') : htg(line.amount)}
                  {line.winFlag && ` → ${htg(line.payout)}`}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={2}>{t('total')}</Table.Th>
              <Table.Th ta="right" data-testid="public-ticket-total">
                {htg(ticket.total)}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Stack>
    </Paper>
  );
}
