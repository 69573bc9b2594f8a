import { Stack, Text } from '@mantine/core';

/**
 * One drawn number with its name above it (1st, L3C, Second…), large enough to read
 * across a counter: the results screens' one way to show a lot. `size`: its digits'
 * font size in px; `strong`: tinted, for the number people ask for first (L3C); `hint`: what
 * the number is made of, small, under it.
 */
export function DrawnNumber({
  label,
  value,
  size = 26,
  strong = false,
  hint = '',
}: {
  label: string;
  value: string;
  /** a line under the digits, e.g. which lots an L5C option is made of */
  hint?: string;
  size?: number;
  strong?: boolean;
}) {
  return (
    <Stack
      gap={0}
      align="center"
      miw={size * 2.2}
      px={strong ? 8 : 0}
      py={strong ? 2 : 0}
      bg={strong ? 'haiti.0' : undefined}
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      data-entry={label}
    >
      <Text size="xs" c="dimmed" fw={600} lh={1.3}>
        {label}
      </Text>
      <Text
        ff="monospace"
        fw={800}
        fz={size}
        lh={1.1}
        c={strong ? 'haiti.8' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {value || '—'}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" ta="center" lh={1.2}>
          {hint}
        </Text>
      )}
    </Stack>
  );
}
