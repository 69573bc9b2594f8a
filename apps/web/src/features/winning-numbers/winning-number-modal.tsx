import {
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import {
  deriveWinningNumbers,
  drawInputOf,
  firstLotMismatch,
  L3C_PATTERN,
  LOT_PATTERN,
  type DrawInput,
} from '@tiraj/domain';
import type { WinningNumber } from '@tiraj/domain/contracts';
import { fieldErrorsOf } from '../../lib/form-errors.ts';
import { today } from '../../lib/format.ts';
import { messageOf, toast } from '../../lib/toast.ts';
import { useLotteryCategories } from '../lottery-categories/api.ts';
import { useAddWinningNumber, useUpdateWinningNumber, type ResultSearch } from './api.ts';
import { NumberGrid } from './number-grid.tsx';

const blank: DrawInput = { first: '', second: '', third: '', l3c: '' };
const digits = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

const TYPED: { key: keyof DrawInput; label: string; max: number; index: number }[] = [
  { key: 'first', label: '1st', max: 2, index: 0 },
  { key: 'second', label: '2nd', max: 2, index: 1 },
  { key: 'third', label: '3rd', max: 2, index: 2 },
  { key: 'l3c', label: 'L3C', max: 3, index: 3 },
];

interface Props {
  opened: boolean;
  editing: WinningNumber | null;
  search: ResultSearch;
  onClose: () => void;
}

/** Create Number / Edit Number: the admin types 1st, 2nd, 3rd and L3C; the rest is derived live. */
export function WinningNumberModal({ opened, editing, search, onClose }: Props) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? 'Edit Number' : 'Create Number'}
      size="lg"
    >
      {/* Mounted only while open: closing or cancelling resets every field. */}
      {opened && <WinningNumberForm editing={editing} search={search} onClose={onClose} />}
    </Modal>
  );
}

function WinningNumberForm({ editing, search, onClose }: Omit<Props, 'opened'>) {
  const categories = useLotteryCategories();
  const add = useAddWinningNumber(search);
  const update = useUpdateWinningNumber(search);
  const [date, setDate] = useState(editing?.date ?? today());
  const [category, setCategory] = useState<string | null>(editing?.lotteryCategoryId ?? null);
  const [draw, setDraw] = useState<DrawInput>(editing ? drawInputOf(editing.numbers) : blank);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const entries = deriveWinningNumbers(draw);
  const close = onClose;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!category) found.lotteryCategoryName = 'Lottery Category Name is required';
    if (!date) found.date = 'Date is required';
    for (const t of TYPED) {
      const pattern = t.max === 3 ? L3C_PATTERN : LOT_PATTERN;
      if (!pattern.test(draw[t.key]))
        found[`numbers.${t.index}`] = `${t.label} must be exactly ${t.max} digits`;
    }
    setErrors(found);
    if (Object.keys(found).length || !category) return;
    const body = { lotteryCategoryName: category, date, numbers: entries };
    const onError = (error: unknown) => {
      setErrors(fieldErrorsOf(error));
      toast.error(
        editing ? 'Error updating winning number' : 'Error creating winning number',
        messageOf(error),
      );
    };
    if (editing) {
      update.mutate(
        { id: editing._id, body },
        { onError, onSuccess: () => (toast.success('Winning number updated'), close()) },
      );
    } else {
      add.mutate(body, {
        onError,
        onSuccess: () => (toast.success('Winning number created'), close()),
      });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <DateInput
            label="Date"
            valueFormat="YYYY-MM-DD"
            value={date}
            onChange={(v) => setDate(v ?? '')}
            error={errors.date}
            required
          />
          <Select
            label="Lottery Category Name"
            placeholder="Choose Lottery"
            data={(categories.data ?? []).map((c) => ({ value: c._id, label: c.lotteryName }))}
            value={category}
            onChange={(v) => {
              setCategory(v);
              setDraw(blank); // a new category starts a clean grid
            }}
            error={errors.lotteryCategoryName}
            required
            searchable
          />
        </SimpleGrid>
        <SimpleGrid cols={4} spacing="xs">
          {TYPED.map((t) => (
            <TextInput
              key={t.key}
              label={t.label}
              aria-label={t.label}
              inputMode="numeric"
              maxLength={t.max}
              value={draw[t.key]}
              onChange={(e) => {
                const value = digits(e.currentTarget.value, t.max);
                setDraw((d) => ({ ...d, [t.key]: value }));
              }}
              error={errors[`numbers.${t.index}`]}
              styles={{
                input: { fontSize: 20, fontWeight: 700, textAlign: 'center', letterSpacing: 2 },
              }}
            />
          ))}
        </SimpleGrid>
        {firstLotMismatch(draw) && (
          <Alert color="yellow" icon={<IconAlertTriangle size={18} />} p="xs">
            The 1st lot is usually the last two digits of L3C ({draw.l3c.slice(1)}). Check before
            saving.
          </Alert>
        )}
        <Divider label="Derived numbers" labelPosition="left" />
        <Text size="xs" c="dimmed" mt={-8}>
          Computed from 1st, 2nd, 3rd and L3C; the server computes them again when it saves.
        </Text>
        <NumberGrid entries={entries} from={4} />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={add.isPending || update.isPending}>
            {editing ? 'Update' : 'Create'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
