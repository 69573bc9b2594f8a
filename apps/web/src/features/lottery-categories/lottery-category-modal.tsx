import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import type { LotteryCategory } from '@tiraj/domain/contracts';
import { fieldErrorsOf } from '../../lib/form-errors.ts';
import { messageOf, toast } from '../../lib/toast.ts';
import { useAddLotteryCategory, useUpdateLotteryCategory } from './api.ts';

const empty = { lotteryName: '', startTime: '', endTime: '' };

/** Create (no `editing`) or edit a lottery category. Closing resets the fields. */
export function LotteryCategoryModal(props: {
  opened: boolean;
  editing: LotteryCategory | null;
  onClose: () => void;
}) {
  const { opened, editing, onClose } = props;
  const add = useAddLotteryCategory();
  const update = useUpdateLotteryCategory();
  const form = useForm({
    initialValues: empty,
    validate: {
      lotteryName: (v) => (!editing && !v.trim() ? 'Name is required' : null),
      startTime: (v) => (!editing && !v ? 'Start Time is required' : null),
      endTime: (v) => (!editing && !v ? 'End Time is required' : null),
    },
  });

  useEffect(() => {
    if (!opened) return;
    form.setValues(
      editing
        ? {
            lotteryName: editing.lotteryName,
            startTime: editing.startTime,
            endTime: editing.endTime,
          }
        : empty,
    );
    form.resetDirty();
    form.clearErrors();
    // Reset only when the modal opens or switches record.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, editing]);

  const close = () => {
    form.setValues(empty);
    onClose();
  };

  const submit = form.onSubmit((values) => {
    const body = {
      lotteryName: values.lotteryName.trim(),
      startTime: values.startTime,
      endTime: values.endTime,
    };
    const done = {
      onError: (error: unknown) => {
        form.setErrors(fieldErrorsOf(error));
        toast.error(
          editing ? 'Error updating lottery category' : 'Error creating lottery category',
          messageOf(error),
        );
      },
    };
    if (editing) {
      // Only non-empty fields are sent.
      const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== ''));
      update.mutate(
        { id: editing._id, body: changes },
        { ...done, onSuccess: () => (toast.success('Lottery category updated.'), close()) },
      );
    } else {
      add.mutate(body, {
        ...done,
        onSuccess: () => (toast.success('Lottery category created.'), close()),
      });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={editing ? 'Edit Lottery Category' : 'Create Lottery Category'}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Name"
            placeholder="New York Soir"
            data-autofocus
            {...form.getInputProps('lotteryName')}
          />
          <Group grow>
            <TimeInput label="Start Time" {...form.getInputProps('startTime')} />
            <TimeInput label="End Time" {...form.getInputProps('endTime')} />
          </Group>
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
