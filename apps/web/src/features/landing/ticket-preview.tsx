import { Badge, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { formatHtg } from '@tiraj/domain';

const LINES = [
  { game: 'BLT', number: '27', amount: 50 },
  { game: 'MRG', number: '27×45', amount: 25 },
  { game: 'L3C', number: '427', amount: 10 },
  { game: 'L4C 1', number: '4512', amount: 5 },
];

/** A sample ticket, drawn with components rather than an image so the page stays light. */
export function TicketPreview() {
  return (
    <Paper
      radius="lg"
      p="lg"
      shadow="xl"
      maw={380}
      w="100%"
      mx="auto"
      c="dark"
      aria-label="Exemple de fiche"
    >
      <Group justify="space-between" mb="xs">
        <Text fw={800} c="haiti.7">
          Fiche K7M4-2QXP
        </Text>
        <Badge color="teal" variant="light">
          Gagnante
        </Badge>
      </Group>
      <Text fz="sm" c="dimmed">
        New York Soir · 11/22/2026
      </Text>
      <Divider my="sm" />
      <Stack gap={6}>
        {LINES.map((line) => (
          <Group key={line.game} justify="space-between">
            <Text fz="sm" fw={600} w={60}>
              {line.game}
            </Text>
            <Text fz="sm" ff="monospace" style={{ flex: 1 }}>
              {line.number}
            </Text>
            <Text fz="sm" className="money">
              {formatHtg(line.amount)}
            </Text>
          </Group>
        ))}
      </Stack>
      <Divider my="sm" />
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} className="money">
          {formatHtg(90)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Text fw={700} c="teal.9">
          À payer
        </Text>
        <Text fw={700} c="teal.9" className="money">
          {formatHtg(2500)}
        </Text>
      </Group>
    </Paper>
  );
}
