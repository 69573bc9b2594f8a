import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, onFields, type FieldOf } from '../lib/form-errors.ts';
import { toast, type SuccessToast } from '../lib/toast.ts';
import type { Sending } from './form-sending.ts';

/** Mantine's own bound on a form's values (`useForm<Values extends Record<string, any>>`). */
type FormValues = NonNullable<NonNullable<Parameters<typeof useForm>[0]>['initialValues']>;

export interface FormModalProps<Values extends FormValues> {
  title: string;
  size?: ModalProps['size'];
  /** The button that opens it: ADD in the page header, or a row's edit icon. */
  trigger: (open: () => void) => ReactNode;
  /** Editing a record (Update) rather than adding one (Create). */
  updating: boolean;
  /** Read at each opening, so every opening starts from the record as it is now. */
  initialValues: () => Values;
  /** The body, its contract and its mutation (see form-sending.ts). */
  sending: Sending<Values>;
  /** Body path → form field, where the form's values are laid out differently. */
  fieldOf?: FieldOf;
  /** The success toast (SPEC.md §9) and, for seller toasts, its shorter duration. */
  success: SuccessToast | { text: string };
  successAutoClose?: number;
  /** The submit button's own word, where neither Create nor Update says it (Block, Copy). */
  submitLabel?: string;
  /** A screen that says more than the fields when the form is refused before sending. */
  onInvalid?: (errors: FormErrors) => void;
  children: (form: UseFormReturnType<Values>) => ReactNode;
}

/**
 * The one add/edit modal: its trigger, a Mantine form checked against the
 * shared contract, the mutation, the success toast, and a 400's field errors
 * put back on the fields. The error toast is the mutation's own (its `meta`).
 * The form is mounted afresh at each opening (keyed by the opening), so
 * nothing has to reset it.
 */
export function FormModal<Values extends FormValues>(props: FormModalProps<Values>) {
  const { t } = useTranslation();
  const [opening, setOpening] = useState(0);
  const [opened, setOpened] = useState(false);
  const open = () => {
    setOpening((n) => n + 1);
    setOpened(true);
  };
  const close = () => setOpened(false);
  return (
    <>
      {props.trigger(open)}
      <Modal
        opened={opened}
        onClose={close}
        title={props.title}
        size={props.size}
        closeButtonProps={{ 'aria-label': t('actions.close') }}
      >
        {opened && <FormBody key={opening} {...props} onClose={close} />}
      </Modal>
    </>
  );
}

function FormBody<Values extends FormValues>(
  props: FormModalProps<Values> & { onClose: () => void },
) {
  const { t } = useTranslation();
  const { sending, fieldOf, onClose } = props;
  const [initialValues] = useState(props.initialValues);
  const form = useForm<Values>({
    initialValues,
    validate: (values) => onFields(sending.check(values), fieldOf),
  });

  const submit = form.onSubmit(
    (values) =>
      sending.send(values, {
        onSuccess: () => {
          toast.success(props.success, props.successAutoClose);
          onClose();
        },
        onError: (error) => form.setErrors(fieldErrorsOf(error, fieldOf)),
      }),
    (errors) => props.onInvalid?.(errors),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {props.children(form)}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={sending.isPending}>
            {props.submitLabel ?? (props.updating ? t('actions.update') : t('actions.create'))}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
