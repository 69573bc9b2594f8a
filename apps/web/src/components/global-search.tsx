import { Box, Button, Kbd, Modal } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import type { Ticket } from '@tiraj/domain/contracts';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchPanel } from './search-panel.tsx';

/** How the found ticket shows: the Game Numbers modal the ticket screens open (given by the app). */
export interface TicketViewProps {
  ticket: Ticket | null;
  onClose: () => void;
}

const TYPING = ['INPUT', 'TEXTAREA', 'SELECT'];

/** `/` (when not typing in a field) and Ctrl-K / ⌘-K open the search from anywhere. */
function useSearchKeys(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      const typing = !!target && (target.isContentEditable || TYPING.includes(target.tagName));
      const chord = (event.ctrlKey || event.metaKey) && !event.altKey;
      if ((chord && event.key.toLowerCase() === 'k') || (event.key === '/' && !chord && !typing)) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

/**
 * The header's search (issue 13, "Find anything"): a ticket by the ID the customer
 * reads out, opened at once in `ticketView`; a seller or supervisor by name, opened on
 * its screen. For the company roles only (a supervisor: its own sellers and their tickets).
 */
export function GlobalSearch({
  ticketView: TicketView,
}: {
  ticketView: ComponentType<TicketViewProps>;
}) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const [ticket, setTicket] = useState<Ticket | null>(null);
  useSearchKeys(open);
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  return (
    <>
      <Button
        variant="default"
        size="compact-md"
        px={{ base: 6, sm: 10 }}
        aria-label={t('find.title')}
        title={t('find.hint')}
        leftSection={<IconSearch size={18} />}
        // The key's hint only where there is a keyboard's room; on a phone no empty section either.
        rightSection={
          wide ? (
            <Kbd size="xs" aria-hidden>
              /
            </Kbd>
          ) : undefined
        }
        styles={{ section: { marginInlineEnd: 0 } }}
        onClick={open}
      >
        {/* On a phone the icon alone; the name stays for screen readers. */}
        <Box component="span" visibleFrom="sm">
          {t('find.button')}
        </Box>
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('find.title')}
        size="lg"
        centered={false}
        yOffset="10vh"
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {opened && (
          <SearchPanel
            onClose={close}
            onTicket={(found) => {
              close();
              setTicket(found);
            }}
          />
        )}
      </Modal>
      <TicketView ticket={ticket} onClose={() => setTicket(null)} />
    </>
  );
}
