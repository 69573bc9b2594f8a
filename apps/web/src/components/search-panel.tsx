import { Alert, Badge, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { IconSearch, IconTicket, IconUser } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { normaliseTicketCode } from '@tiraj/domain';
import { LOTTERYSOFT_SEARCH_DAYS, type Ticket } from '@tiraj/domain/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { matchPeople, type Person } from '../lib/people-search.ts';
import { findLotterySoftQuery, findTicketQuery } from '../lib/queries/find-ticket.ts';
import { myManager, sellersQuery } from '../lib/queries/sellers.ts';
import { supervisorsQuery } from '../lib/queries/supervisors.ts';
import { lotterySoftNumberOf } from '../lib/lotterysoft-number.ts';
import { LotterySoftOption, LotterySoftPicks } from './lotterysoft-picks.tsx';
import classes from './search-panel.module.css';

/** Where a person found opens: its list screen, filtered on its name (`q`). */
function screenOf(person: Person): string {
  const q = `?q=${encodeURIComponent(person.name)}`;
  if (person.kind === 'supervisor') return `/subadmin/SupervisorManagement${q}`;
  return myManager() === 'supervisor'
    ? `/supervisor/sellerManagement${q}`
    : `/subadmin/SellerManagement${q}`;
}

/** The caller's sellers and, for a subadmin, its supervisors: from the lists the screens share. */
function usePeople(): Person[] {
  const { t } = useTranslation();
  const manager = myManager();
  const sellers = useQuery(sellersQuery(manager));
  const supervisors = useQuery({ ...supervisorsQuery(), enabled: manager === 'subadmin' });
  return [
    ...(sellers.data?.users ?? []).map((s): Person => ({
      kind: 'seller',
      id: s._id,
      name: s.userName,
      detail: [
        s.superVisorName && t('find.supervisorOf', { name: s.superVisorName }),
        !s.isActive && t('find.inactive'),
      ]
        .filter(Boolean)
        .join(' · '),
    })),
    ...(supervisors.data ?? []).map((s): Person => ({
      kind: 'supervisor',
      id: s._id,
      name: s.userName,
      detail: s.isActive ? '' : t('find.inactive'),
    })),
  ];
}

/**
 * The header search's input and its results: a ticket ID (any case, dash or not)
 * offers the ticket first; digits offer the tickets a LotterySoft device printed that
 * number on (one opens at once, several are listed to pick from); names offer the
 * sellers and supervisors holding them.
 * Arrows move, Enter opens, Escape closes.
 */
export function SearchPanel({
  onTicket,
  onClose,
}: {
  onTicket: (ticket: Ticket) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [finding, setFinding] = useState(false);
  const [missing, setMissing] = useState<string | null>(null);
  const [missingNumber, setMissingNumber] = useState<number | null>(null);
  const [picks, setPicks] = useState<Ticket[]>([]);
  // Always "open": the options sit under the input, in the dialog, not in a dropdown.
  const combobox = useCombobox({ opened: true });
  const client = useQueryClient();
  const navigate = useNavigate();
  const people = matchPeople(typed, usePeople());
  const code = normaliseTicketCode(typed);
  const lotterySoftNumber = lotterySoftNumberOf(typed);

  // The best match is the one Enter opens: selected again whenever the matches change.
  const { selectFirstOption } = combobox;
  const matches = `${code}|${lotterySoftNumber}|${picks.map((p) => p._id).join()}|${people.map((p) => p.id).join()}`;
  useEffect(() => {
    selectFirstOption();
  }, [matches, selectFirstOption]);

  async function findTicket(ticketCode: string) {
    setFinding(true);
    try {
      const ticket = await client.fetchQuery(findTicketQuery(ticketCode));
      if (ticket) onTicket(ticket);
      else setMissing(ticketCode);
    } catch {
      // The query's meta raised the error toast.
    } finally {
      setFinding(false);
    }
  }

  async function findLotterySoft(number: number) {
    setFinding(true);
    try {
      const found = await client.fetchQuery(findLotterySoftQuery(number));
      const [only] = found;
      if (found.length === 1 && only) onTicket(only);
      else if (found.length === 0) setMissingNumber(number);
      else setPicks(found);
    } catch {
      // The query's meta raised the error toast.
    } finally {
      setFinding(false);
    }
  }

  function open(value: string) {
    if (value.startsWith('ticket:')) return void findTicket(value.slice('ticket:'.length));
    if (value.startsWith('lotterysoft:')) return void findLotterySoft(Number(value.slice(12)));
    const picked = picks.find((p) => `pick:${p._id}` === value);
    if (picked) return onTicket(picked);
    const person = people.find((p) => `${p.kind}:${p.id}` === value);
    if (!person) return;
    onClose();
    navigate(screenOf(person));
  }

  const nothing = typed.trim() !== '' && !code && !lotterySoftNumber && people.length === 0;
  return (
    <Combobox store={combobox} onOptionSubmit={open} classNames={{ option: classes.option }}>
      <Combobox.EventsTarget withExpandedAttribute>
        <TextInput
          data-autofocus
          aria-label={t('find.inputLabel')}
          placeholder={t('find.placeholder')}
          leftSection={<IconSearch size={18} />}
          rightSection={finding ? <Loader size="xs" /> : null}
          size="md"
          value={typed}
          onChange={(event) => {
            setTyped(event.currentTarget.value);
            setMissing(null);
            setMissingNumber(null);
            setPicks([]);
          }}
          onKeyDown={(event) => {
            // The list is always open, so the dialog leaves Escape to the input: close it here.
            if (event.key === 'Escape') onClose();
          }}
        />
      </Combobox.EventsTarget>
      <Combobox.Options mt="sm" aria-label={t('find.results')}>
        {code && (
          <Combobox.Option value={`ticket:${code}`}>
            <Group gap="sm" wrap="nowrap">
              <IconTicket size={20} />
              <div>
                <Text fw={700} ff="monospace">
                  {t('find.ticket', { code })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('find.openNumbers')}
                </Text>
              </div>
            </Group>
          </Combobox.Option>
        )}
        {/* Once its tickets are listed, they come first: Enter opens the newest. */}
        {lotterySoftNumber && picks.length === 0 && (
          <LotterySoftOption number={lotterySoftNumber} />
        )}
        {picks.length > 0 && <LotterySoftPicks found={picks} />}
        {people.map((person) => (
          <Combobox.Option
            key={`${person.kind}:${person.id}`}
            value={`${person.kind}:${person.id}`}
          >
            <Group gap="sm" wrap="nowrap">
              <IconUser size={20} />
              <div style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {person.name}
                </Text>
                {person.detail && (
                  <Text size="xs" c="dimmed">
                    {person.detail}
                  </Text>
                )}
              </div>
              <Badge variant="light" color={person.kind === 'seller' ? 'haiti' : 'violet'}>
                {person.kind === 'seller' ? t('fields.seller') : t('fields.supervisor')}
              </Badge>
            </Group>
          </Combobox.Option>
        ))}
      </Combobox.Options>
      {missing && (
        <Alert color="yellow" mt="sm" role="status" title={t('find.noTicket', { code: missing })}>
          {myManager() === 'supervisor' ? t('find.noneOfMySellers') : t('find.noneOfCompany')}
        </Alert>
      )}
      {missingNumber && (
        <Alert
          color="yellow"
          mt="sm"
          role="status"
          title={t('find.noLotterySoft', { number: missingNumber })}
        >
          {t(
            myManager() === 'supervisor'
              ? 'find.lotterySoftNoneOfMySellers'
              : 'find.lotterySoftNoneOfCompany',
            { days: LOTTERYSOFT_SEARCH_DAYS },
          )}
        </Alert>
      )}
      {nothing && (
        <Text size="sm" c="dimmed" mt="sm" role="status">
          {t('find.noMatch', { typed: typed.trim() })}
        </Text>
      )}
      {!typed.trim() && (
        <Text size="sm" c="dimmed" mt="sm">
          {t('find.typeHint')}
        </Text>
      )}
    </Combobox>
  );
}
