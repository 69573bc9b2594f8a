import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { LIMIT_GAME_ORDER } from '@tiraj/domain';
import type { AddLimitBody, LimitRecord } from '@tiraj/domain/contracts';
import { ApiError } from '../../lib/api-client.ts';
import { fieldErrorsOf } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useLotteryCategories } from '../lottery-categories/api.ts';
import { useAddLimit, useUpdateLimit, type LimitView } from './api.ts';
import { ownerLabel } from './limit-card.tsx';
import { PersonSelect, type SearchFields } from './limit-search-bar.tsx';

interface Values {
  scope: LimitView;
  person: string | null;
  category: string | null;
  /** one per game, in LIMIT_GAME_ORDER; '' means no limit */
  amounts: (number | string)[];
}

const noAmounts = () => LIMIT_GAME_ORDER.map(() => '' as number | string);

/** Server field names → this form's. `limits.3.limitsButs` is the 4th game: we send all nine in order. */
function formErrorsOf(error: unknown): Record<string, string> {
  const renamed: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
    const game = /^limits\.(\d+)\./.exec(field);
    if (game) renamed[`amounts.${game[1]}`] = message;
    else if (field === 'lotteryCategoryName') renamed.category = message;
    else if (field === 'seller' || field === 'superVisor') renamed.person = message;
    else if (field === 'limits') renamed.amounts = message;
    else renamed[field] = message;
  }
  return renamed;
}

/** The server's message when it answered, else the spec's fallback. */
const titleOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status > 0 ? error.message : fallback;

/**
 * ADD LIMIT / EDIT LIMIT: for whom (All, a supervisor, a seller), the lottery
 * and the most that may be bet on one number of each game. Empty = no limit.
 */
export function LimitModal(props: {
  opened: boolean;
  editing: LimitRecord | null;
  view: LimitView;
  defaults: SearchFields;
  onClose: () => void;
}) {
  const { opened, editing, view, defaults, onClose } = props;
  const categories = useLotteryCategories();
  const add = useAddLimit();
  const update = useUpdateLimit();
  const form = useForm<Values>({
    initialValues: { scope: 'all', person: null, category: null, amounts: noAmounts() },
    validate: {
      category: (v) => (!v ? 'Choose a lottery' : null),
      person: (v, values) =>
        !editing && values.scope !== 'all' && !v ? `Choose a ${values.scope}` : null,
      amounts: (v) => (v.every((a) => a === '') ? 'Set a limit for at least one game.' : null),
    },
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues(
      editing
        ? {
            scope: editing.seller ? 'seller' : editing.superVisor ? 'supervisor' : 'all',
            person: null,
            category: editing.lotteryCategoryId,
            amounts: editing.limits.map((e) => e.limitsButs ?? ''),
          }
        : {
            scope: view,
            person: defaults.person,
            category: defaults.category,
            amounts: noAmounts(),
          },
    );
    form.clearErrors();
    // Reset only when the modal opens or switches record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, editing]);

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = form.onSubmit((values) => {
    const limits = LIMIT_GAME_ORDER.map((gameCategory, i) => {
      const amount = values.amounts[i];
      return { gameCategory, limitsButs: amount === '' ? null : Number(amount) };
    });
    const failed = (fallback: string) => (error: unknown) => {
      form.setErrors(formErrorsOf(error));
      toast.error(titleOf(error, fallback));
    };
    if (editing) {
      update.mutate(
        { id: editing._id, body: { lotteryCategoryName: values.category ?? '', limits } },
        {
          onSuccess: () => (toast.success('Limit updated successfully'), close()),
          onError: failed('Error updating limit'),
        },
      );
      return;
    }
    const body: AddLimitBody = { lotteryCategoryName: values.category ?? '', limits };
    if (values.scope === 'seller') body.seller = values.person ?? '';
    if (values.scope === 'supervisor') body.superVisor = values.person ?? '';
    add.mutate(body, {
      onSuccess: () => (toast.success('Limit created successfully'), close()),
      onError: failed('Error creating limit'),
    });
  });

  const scope = form.getValues().scope;
  return (
    <Modal
      opened={opened}
      onClose={close}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={editing ? 'EDIT LIMIT' : 'ADD LIMIT'}
      size="lg"
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {editing ? (
            <Text size="sm">
              For <b>{ownerLabel(editing)}</b>
            </Text>
          ) : (
            <Stack gap={6}>
              <Text size="sm" fw={500}>
                For
              </Text>
              <SegmentedControl
                data={[
                  { value: 'all', label: 'All' },
                  { value: 'supervisor', label: 'Supervisor' },
                  { value: 'seller', label: 'Seller' },
                ]}
                {...form.getInputProps('scope')}
                onChange={(v) => {
                  form.setFieldValue('scope', v as LimitView);
                  form.setFieldValue('person', null);
                }}
              />
              {scope === 'all' ? (
                <Text size="xs" c="dimmed">
                  These limits apply to every seller of the company.
                </Text>
              ) : (
                <PersonSelect
                  kind={scope}
                  value={form.getValues().person}
                  onChange={(person) => form.setFieldValue('person', person)}
                  error={form.errors.person}
                />
              )}
            </Stack>
          )}
          <Select
            label="Lottery"
            placeholder="Choose Lottery"
            data={(categories.data ?? []).map((c) => ({ value: c._id, label: c.lotteryName }))}
            searchable
            withAsterisk
            {...form.getInputProps('category')}
          />
          <div>
            <Text size="sm" fw={500}>
              Most that may be bet on one number (HTG)
            </Text>
            <Text size="xs" c="dimmed" mb={6}>
              Leave a game empty for no limit.
            </Text>
            <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
              {LIMIT_GAME_ORDER.map((game, i) => (
                <NumberInput
                  key={game}
                  label={game}
                  placeholder="No limit"
                  min={0}
                  allowNegative={false}
                  allowDecimal={false}
                  thousandSeparator=","
                  hideControls
                  {...form.getInputProps(`amounts.${i}`)}
                />
              ))}
            </SimpleGrid>
            {form.errors.amounts && (
              <Text size="xs" c="red" mt={6}>
                {form.errors.amounts}
              </Text>
            )}
          </div>
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
    </Modal>
  );
}
