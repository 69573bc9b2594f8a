import { NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LIMIT_GAME_ORDER } from '@tiraj/domain';
import {
  addLimitBody,
  updateLimitBody,
  type AddLimitBody,
  type LimitRecord,
  type UpdateLimitBody,
} from '@tiraj/domain/contracts';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending, withId } from '../../components/form-sending.ts';
import { currentLanguage } from '../../i18n/i18n.ts';
import { useLotteryCategories } from '../../lib/queries/lottery-categories.ts';
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

/** Body paths → this form's fields. `limits.3.limitsButs` is the 4th game: we send all nine in order. */
function fieldOf(path: string): string {
  const game = /^limits\.(\d+)\./.exec(path);
  if (game) return `amounts.${game[1]}`;
  if (path === 'lotteryCategoryName') return 'category';
  if (path === 'seller' || path === 'superVisor') return 'person';
  if (path === 'limits') return 'amounts';
  return path;
}

/**
 * This screen's own rules on top of the API's: the lottery is always named,
 * and a Supervisor or Seller limit names its person (the API would take a
 * record without one as the company's, All), said in the screen's language.
 */
const category = { lotteryCategoryName: addLimitBody.shape.lotteryCategoryName };
const contractsOf = (t: TFunction<['company', 'common']>) => ({
  all: addLimitBody,
  supervisor: addLimitBody.extend({
    superVisor: z.uuid({ error: t('limits.chooseASupervisor') }),
  }),
  seller: addLimitBody.extend({ seller: z.uuid({ error: t('limits.chooseASeller') }) }),
  update: updateLimitBody.extend(category),
});

const limitsOf = (values: Values) =>
  LIMIT_GAME_ORDER.map((gameCategory, i) => {
    const amount = values.amounts[i];
    return { gameCategory, limitsButs: amount === '' ? null : Number(amount) };
  });

function addOf(values: Values): AddLimitBody {
  const body: AddLimitBody = {
    lotteryCategoryName: values.category ?? '',
    limits: limitsOf(values),
  };
  if (values.scope === 'seller') body.seller = values.person ?? '';
  if (values.scope === 'supervisor') body.superVisor = values.person ?? '';
  return body;
}

const updateOf = (values: Values): UpdateLimitBody => ({
  lotteryCategoryName: values.category ?? '',
  limits: limitsOf(values),
});

/**
 * ADD LIMIT / EDIT LIMIT: for whom (All, a supervisor, a seller), the lottery
 * and the most that may be bet on one number of each game. Empty = no limit.
 * A new one starts from the screen's view and search fields.
 */
export function LimitModal(props: {
  editing?: LimitRecord;
  view: LimitView;
  defaults: SearchFields;
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { editing, view, defaults } = props;
  const { t } = useTranslation(['company', 'common']);
  const contracts = useMemo(() => contractsOf(t), [t]);
  const add = useAddLimit();
  const update = useUpdateLimit();
  const initialValues = (): Values =>
    editing
      ? {
          scope: editing.seller ? 'seller' : editing.superVisor ? 'supervisor' : 'all',
          person: null,
          category: editing.lotteryCategoryId,
          amounts: editing.limits.map((e) => e.limitsButs ?? ''),
        }
      : { scope: view, person: defaults.person, category: defaults.category, amounts: noAmounts() };
  return (
    <FormModal
      title={editing ? t('limits.editTitle') : t('limits.addTitle')}
      size="lg"
      trigger={props.trigger}
      updating={!!editing}
      initialValues={initialValues}
      sending={
        editing
          ? sending(contracts.update, updateOf, withId(update, editing._id))
          : sending((values: Values) => contracts[values.scope], addOf, add)
      }
      fieldOf={fieldOf}
      success={editing ? 'limitUpdated' : 'limitCreated'}
    >
      {(form) => <LimitFields form={form} editing={editing} />}
    </FormModal>
  );
}

function LimitFields({
  form,
  editing,
}: {
  form: UseFormReturnType<Values>;
  editing?: LimitRecord;
}) {
  const { t } = useTranslation(['company', 'common']);
  const categories = useLotteryCategories();
  const scope = form.getValues().scope;
  return (
    <>
      {editing ? (
        <Text size="sm">
          {t('limits.for')} <b>{ownerLabel(editing, t)}</b>
        </Text>
      ) : (
        <Stack gap={6}>
          <Text size="sm" fw={500}>
            {t('limits.for')}
          </Text>
          <SegmentedControl
            data={[
              { value: 'all', label: t('common:choices.all') },
              { value: 'supervisor', label: t('common:fields.supervisor') },
              { value: 'seller', label: t('common:fields.seller') },
            ]}
            {...form.getInputProps('scope')}
            onChange={(v) => {
              form.setFieldValue('scope', v as LimitView);
              form.setFieldValue('person', null);
            }}
          />
          {scope === 'all' ? (
            <Text size="xs" c="dimmed">
              {t('limits.allHint')}
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
        label={t('common:fields.lottery')}
        placeholder={t('common:choices.chooseLottery')}
        data={(categories.data ?? []).map((c) => ({ value: c._id, label: c.lotteryName }))}
        searchable
        withAsterisk
        {...form.getInputProps('category')}
      />
      <div>
        <Text size="sm" fw={500}>
          {t('limits.mostPerNumber')}
        </Text>
        <Text size="xs" c="dimmed" mb={6}>
          {t('limits.emptyHint')}
        </Text>
        <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="sm">
          {LIMIT_GAME_ORDER.map((game, i) => (
            <NumberInput
              key={game}
              label={game}
              placeholder={t('limits.noLimit')}
              min={0}
              allowNegative={false}
              allowDecimal={false}
              // Grouped as the language writes money: 2,500 in English, 2 500 in French and Kreyòl.
              thousandSeparator={currentLanguage() === 'en' ? ',' : '\u00a0'}
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
    </>
  );
}
