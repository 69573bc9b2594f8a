import { NumberInput, PasswordInput, Select, Switch, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import {
  addOwnSellerBody,
  addSellerBody,
  updateSellerBody,
  userNameField,
  type Seller,
} from '@tiraj/domain/contracts';
import { FormModal, type FormModalProps } from '../../components/form-modal.tsx';
import { sending, withId } from '../../components/form-sending.ts';
import { SHORT } from '../../lib/toast.ts';
import { useSupervisors } from '../../lib/queries/supervisors.ts';
import { BranchField } from '../../lib/queries/branches.tsx';
import { useAddSeller, useUpdateSeller, type SellerManager } from './api.ts';
import { addBodyOf, empty, updateBodyOf, valuesOf, type Values } from './seller-bodies.ts';

/** Where a seller opens its point of sale, which shows the device code on its sign-in screen. */
const POS_ADDRESS = `${window.location.origin}/pos`;

/** The server names the supervisor field superVisorName; the form shows it as the select. */
const fieldOf = (path: string) => (path === 'superVisorName' ? 'supervisorId' : path);

/** The API would keep the name when an update leaves it out; this screen does not let it be emptied. */
const updateContract = updateSellerBody.extend({ userName: userNameField() });

/**
 * ADD SELLER / EDIT SELLER. A subadmin also picks the supervisor; a supervisor's
 * sellers are always its own. Each opening starts afresh (Active on for a new one).
 */
export function SellerModal(props: {
  manager: SellerManager;
  editing?: Seller;
  trigger: FormModalProps<Values>['trigger'];
}) {
  const { manager, editing, trigger } = props;
  const { t } = useTranslation(['company', 'common']);
  const withSupervisor = manager === 'subadmin';
  const add = useAddSeller(manager);
  const update = useUpdateSeller(manager);

  const addOf = (values: Values) => addBodyOf(values, withSupervisor);
  const updateOf = (seller: Seller) => (values: Values) =>
    updateBodyOf(seller, values, withSupervisor);

  return (
    <FormModal
      title={editing ? t('sellers.editTitle') : t('sellers.addTitle')}
      trigger={trigger}
      updating={!!editing}
      initialValues={() => (editing ? valuesOf(editing) : empty)}
      sending={
        editing
          ? sending(updateContract, updateOf(editing), withId(update, editing._id))
          : sending(withSupervisor ? addSellerBody : addOwnSellerBody, addOf, add)
      }
      fieldOf={fieldOf}
      success={editing ? 'userUpdated' : 'sellerCreated'}
      successAutoClose={SHORT}
    >
      {(form) => <SellerFields form={form} editing={!!editing} withSupervisor={withSupervisor} />}
    </FormModal>
  );
}

function SellerFields(props: {
  form: UseFormReturnType<Values>;
  editing: boolean;
  withSupervisor: boolean;
}) {
  const { form, editing } = props;
  const { t } = useTranslation(['company', 'common']);
  return (
    <>
      <TextInput
        label={t('common:fields.userName')}
        data-autofocus
        withAsterisk
        {...form.getInputProps('userName')}
      />
      <TextInput
        label={t('sellers.deviceId')}
        description={t('sellers.deviceIdHint', { address: POS_ADDRESS })}
        {...form.getInputProps('imei')}
      />
      <PasswordInput
        label={t('common:fields.password')}
        withAsterisk={!editing}
        description={editing ? t('people.keepPassword') : undefined}
        autoComplete="new-password"
        {...form.getInputProps('password')}
      />
      {props.withSupervisor && (
        <SupervisorSelect
          value={form.getValues().supervisorId}
          onChange={(id) => form.setFieldValue('supervisorId', id)}
          error={form.errors.supervisorId}
        />
      )}
      {props.withSupervisor && (
        <>
          <BranchField
            label={t('branches.name')}
            placeholder={t('branches.none')}
            value={form.getValues().branchId}
            onChange={(id) => form.setFieldValue('branchId', id)}
            error={form.errors.branchId}
          />
          <NumberInput
            label={t('sellers.commission')}
            description={t('sellers.commissionHint')}
            min={0}
            max={50}
            decimalScale={2}
            {...form.getInputProps('commissionPercent')}
          />
          <NumberInput
            label={t('sellers.creditLimit')}
            description={t('sellers.creditLimitHint')}
            min={0}
            decimalScale={2}
            {...form.getInputProps('creditLimit')}
          />
        </>
      )}
      <Switch
        label={t('common:fields.active')}
        {...form.getInputProps('isActive', { type: 'checkbox' })}
      />
    </>
  );
}

function SupervisorSelect(props: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: React.ReactNode;
}) {
  const { t } = useTranslation(['company', 'common']);
  const supervisors = useSupervisors();
  return (
    <Select
      label={t('common:fields.supervisor')}
      placeholder={t('sellers.selectSupervisor')}
      data={(supervisors.data ?? []).map((s) => ({ value: s._id, label: s.userName }))}
      value={props.value}
      onChange={props.onChange}
      error={props.error}
      clearable
      searchable
      nothingFoundMessage={
        supervisors.isPending ? t('common:states.loading') : t('sellers.noSupervisorYet')
      }
      comboboxProps={{ withinPortal: true }}
    />
  );
}
