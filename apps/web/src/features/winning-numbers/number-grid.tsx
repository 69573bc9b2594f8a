import { SimpleGrid, TextInput } from '@mantine/core';
import type { WinningEntry } from '@tiraj/domain';

/** Label of each of the 16 entries, in SPEC.md §3 order. */
export function entryLabel(entry: WinningEntry): string {
  if (entry.gameCategory === 'BLT') return ['1st', '2nd', '3rd'][entry.position - 1] ?? 'BLT';
  if (entry.gameCategory === 'MRG') return `MRG ${entry.position}`;
  return entry.gameCategory;
}

/** The 16 entries read-only (cards, and the derived part of the form). */
export function NumberGrid({ entries, from = 0 }: { entries: WinningEntry[]; from?: number }) {
  return (
    <SimpleGrid cols={{ base: 3, xs: 4 }} spacing="xs" verticalSpacing="xs">
      {entries.slice(from).map((entry) => (
        <TextInput
          key={`${entry.gameCategory}-${entry.position}`}
          label={entryLabel(entry)}
          value={entry.number}
          readOnly
          size="xs"
          styles={{ input: { fontVariantNumeric: 'tabular-nums', fontWeight: 600 } }}
        />
      ))}
    </SimpleGrid>
  );
}
