import { MultiSelect, Select, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  copyLimitsBody,
  type CopyLimitsAnswer,
  type CopyLimitsBody,
  type LotteryCategory,
} from '@tiraj/domain/contracts';
import { confirmAction } from '../../components/confirm-action.tsx';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import type { Sending } from '../../components/form-sending.ts';
import { i18n } from '../../i18n/i18n.ts';
import { contractErrorsOf } from '../../lib/form-errors.ts';
import { toast } from '../../lib/toast.ts';
import { useCopyLimits } from './api.ts';

/** Field names are the API's, so its per-field errors land on the right input. */
interface Values {
  from: string | null;
  to: string[];
}

const bodyOf = (values: Values, dryRun: boolean): CopyLimitsBody => ({
  from: values.from ?? '',
  to: values.to,
  dryRun,
});

/** What the copy will do, draw by draw, from the server's dry run: the confirmation's text. */
function planText(plan: CopyLimitsAnswer['data'], source: string): string | null {
  const t = i18n.t;
  if (!plan.limits && !plan.blocks) return null;
  return [
    t('bulk:copy.source', { draw: source, limits: plan.limits, blocks: plan.blocks }),
    ...plan.targets.map((target) =>
      t('bulk:copy.target', {
        draw: target.lotteryCategoryName,
        replaced: target.limitsReplaced,
        added: target.limitsAdded,
        blocks: target.blocksAdded,
        kept: target.blocksKept,
      }),
    ),
  ].join('\n');
}

/**
 * Checked by the contract; then a dry run on the server says what each target gains and loses,
 * the confirmation names it, and only then is the copy sent.
 */
function useCopySending(categories: LotteryCategory[]): Sending<Values> {
  const copy = useCopyLimits();
  const nameOf = (id: string | null) => categories.find((c) => c._id === id)?.lotteryName ?? '';
  return {
    isPending: copy.isPending,
    check: (values) => contractErrorsOf(copyLimitsBody, bodyOf(values, false)),
    send: (values, callbacks) =>
      copy.mutate(bodyOf(values, true), {
        onError: callbacks.onError,
        onSuccess: ({ data }) => {
          const source = nameOf(values.from);
          const text = planText(data, source);
          // Nothing to copy: said at once; the form stays open to choose another draw.
          if (text === null)
            return toast.error({ text: i18n.t('bulk:copy.nothing', { draw: source }) });
          confirmAction({
            title: i18n.t('bulk:copy.confirmTitle'),
            message: text,
            confirmLabel: i18n.t('bulk:copy.submit'),
            onConfirm: () => copy.mutate(bodyOf(values, false), callbacks),
          });
        },
      }),
  };
}

/** Copy one draw's limits and blocked numbers to other draws. */
export function CopyLimitsModal(props: {
  categories: LotteryCategory[];
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { t } = useTranslation('bulk');
  return (
    <FormModal
      title={t('copy.title')}
      size="lg"
      trigger={props.trigger}
      updating={false}
      initialValues={() => ({ from: null, to: [] })}
      sending={useCopySending(props.categories)}
      success="limitsCopied"
      submitLabel={t('copy.submit')}
    >
      {(form) => <CopyFields form={form} categories={props.categories} />}
    </FormModal>
  );
}

function CopyFields(props: { form: UseFormReturnType<Values>; categories: LotteryCategory[] }) {
  const { form, categories } = props;
  const { t } = useTranslation(['bulk', 'common']);
  const draws = categories.map((c) => ({ value: c._id, label: c.lotteryName }));
  const from = form.values.from;
  return (
    <>
      <Text size="sm">{t('copy.intro')}</Text>
      <Select
        label={t('copy.from')}
        placeholder={t('common:choices.chooseLottery')}
        data={draws}
        searchable
        allowDeselect={false}
        {...form.getInputProps('from')}
      />
      <MultiSelect
        label={t('copy.to')}
        placeholder={form.values.to.length ? undefined : t('copy.chooseTo')}
        data={draws.filter((d) => d.value !== from)}
        searchable
        clearable
        {...form.getInputProps('to')}
      />
    </>
  );
}
