import {
  ActionIcon,
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  Text,
  Tooltip,
} from '@mantine/core';
import { useDisclosure, useId } from '@mantine/hooks';
import { IconChevronDown, IconPencil } from '@tabler/icons-react';
import { drawInputOf } from '@tiraj/domain';
import type { WinningNumber } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import { DrawnNumber } from '../../components/drawn-number.tsx';
import { displayDate } from '../../lib/format.ts';
import { gameDigits } from '../../lib/game-digits.ts';
import { usePhone } from '../../lib/use-phone.ts';
import type { ResultSearch } from './api.ts';
import { entryLabel, useLotNames } from './number-grid.tsx';
import { WinningNumberModal } from './winning-number-modal.tsx';

/** The typed lots, large: 1st, 2nd, 3rd and L3C (tinted: the number customers ask for first). */
function TypedLots({ result, size }: { result: WinningNumber; size: number }) {
  const draw = drawInputOf(result.numbers);
  const [first, second, third] = useLotNames();
  return (
    <Group gap="sm" wrap="nowrap" justify="center">
      <DrawnNumber label={first} value={draw.first} size={size} />
      <DrawnNumber label={second} value={draw.second} size={size} />
      <DrawnNumber label={third} value={draw.third} size={size} />
      <DrawnNumber label="L3C" value={draw.l3c} size={size} strong />
    </Group>
  );
}

/** L4C 1–3, L5C 1–3 and MRG 1–6: what derives from the typed lots, shown on demand. */
function DerivedNumbers({ result, id }: { result: WinningNumber; id: string }) {
  const lots = useLotNames();
  const { t } = useTranslation('shared');
  const derived = result.numbers.filter(
    (e) => e.gameCategory !== 'BLT' && e.gameCategory !== 'L3C',
  );
  return (
    <SimpleGrid
      id={id}
      cols={{ base: 3, xs: 6, lg: 12 }}
      spacing="xs"
      verticalSpacing="xs"
      pt="xs"
      mt="xs"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      {derived.map((entry) => (
        <DrawnNumber
          key={`${entry.gameCategory}-${entry.position}`}
          label={entryLabel(entry, lots)}
          hint={gameDigits(t, entry.gameCategory)}
          value={entry.number}
          size={16}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * One draw's result in one compact row (issue 13): its lottery and date, the typed
 * lots large, the derived entries behind "Derived", and Edit (the Edit Number modal).
 * On a phone the lots go under the name.
 */
export function DrawRow({ result, search }: { result: WinningNumber; search: ResultSearch }) {
  const { t } = useTranslation(['admin', 'common']);
  const [derivedShown, { toggle }] = useDisclosure(false);
  const derivedId = useId();
  const phone = usePhone();
  const name = `${result.lotteryCategoryName} ${displayDate(result.date)}`;

  const actions = (
    <Group gap={4} wrap="nowrap">
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={derivedShown}
        aria-controls={derivedId}
        rightSection={
          <IconChevronDown
            size={16}
            style={{ transform: derivedShown ? 'rotate(180deg)' : undefined }}
          />
        }
        onClick={toggle}
      >
        {t('winningNumbers.derived')}
      </Button>
      <WinningNumberModal
        editing={result}
        search={search}
        trigger={(open) => (
          <Tooltip label={t('common:actions.edit')}>
            <ActionIcon variant="subtle" aria-label={t('editNamed', { name })} onClick={open}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      />
    </Group>
  );
  const title = (
    <Box style={{ minWidth: 0, flex: 1 }}>
      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
        {result.lotteryCategoryName}
      </Text>
      <Text size="sm" c="dimmed">
        {displayDate(result.date)}
      </Text>
    </Box>
  );

  return (
    <Paper withBorder radius="md" px="md" py="xs" data-testid="winning-number-card">
      {phone ? (
        <>
          <Group wrap="nowrap" align="flex-start" gap="xs" mb={6}>
            {title}
            {actions}
          </Group>
          <TypedLots result={result} size={24} />
        </>
      ) : (
        <Group wrap="nowrap" gap="lg">
          {title}
          <TypedLots result={result} size={28} />
          {actions}
        </Group>
      )}
      <Collapse expanded={derivedShown}>
        <DerivedNumbers result={result} id={derivedId} />
      </Collapse>
    </Paper>
  );
}
