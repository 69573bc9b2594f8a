import { SimpleGrid, TextInput } from '@mantine/core';
import type { WinningEntry } from '@tiraj/domain';
import { useTranslation } from 'react-i18next';
import { gameDigits } from '../../lib/game-digits.ts';

/** The names of the three Borlette lots (1st, 2nd, 3rd) in the screen's language. */
export function useLotNames(): readonly [string, string, string] {
  const { t } = useTranslation('admin');
  return [
    t('winningNumbers.lots.first'),
    t('winningNumbers.lots.second'),
    t('winningNumbers.lots.third'),
  ];
}

/** Label of each of the 16 entries, in SPEC.md §3 order: the lots by `lots`' names, games by their code. */
export function entryLabel(entry: WinningEntry, lots: readonly string[]): string {
  if (entry.gameCategory === 'BLT') return lots[entry.position - 1] ?? 'BLT';
  if (entry.gameCategory === 'MRG') return `MRG ${entry.position}`;
  return entry.gameCategory;
}

/** The 16 entries read-only (cards, and the derived part of the form). */
export function NumberGrid({ entries, from = 0 }: { entries: WinningEntry[]; from?: number }) {
  const lots = useLotNames();
  const { t } = useTranslation('shared');
  return (
    <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" verticalSpacing="xs">
      {entries.slice(from).map((entry) => (
        <TextInput
          key={`${entry.gameCategory}-${entry.position}`}
          label={entryLabel(entry, lots)}
          // Which lots it is made of (issue 36): the same option number means other lots elsewhere.
          description={gameDigits(t, entry.gameCategory) || undefined}
          value={entry.number}
          readOnly
          size="xs"
          styles={{ input: { fontVariantNumeric: 'tabular-nums', fontWeight: 600 } }}
        />
      ))}
    </SimpleGrid>
  );
}
