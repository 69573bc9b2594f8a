import { Button, Grid, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { csvFileName } from '../../lib/csv.ts';
import { fieldErrorsOf } from '../../lib/form-errors.ts';
import { displayDate, today } from '../../lib/format.ts';
import { readSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useSubAdmins } from '../../lib/queries/companies.ts';
import { usePaymentAlerts } from '../../lib/queries/payment-alerts.ts';
import { alertText } from '../../lib/alert-text.ts';
import { useAddPaymentAlert, useDeletePaymentAlert } from './api.ts';

/** Admin: the form (Company, Message, Date) and every alert. Subadmin: its alerts, read-only. */
export function PaymentAlertsPage() {
  return readSession()?.userRole === 'admin' ? <AdminPaymentAlerts /> : <CompanyPaymentAlerts />;
}

function AdminPaymentAlerts() {
  const { t } = useTranslation(['admin', 'common']);
  const { t: tAdmin } = useTranslation('admin');
  const alerts = usePaymentAlerts();
  const companies = useSubAdmins();
  const add = useAddPaymentAlert();
  const remove = useDeletePaymentAlert();
  const form = useForm({
    initialValues: { company: '', message: '', date: today() },
    validate: {
      company: (v) => (v ? null : t('paymentAlerts.companyRequired')),
      message: (v) => (v.trim() ? null : t('paymentAlerts.messageRequired')),
      date: (v) => (v ? null : t('paymentAlerts.dateRequired')),
    },
  });

  const submit = form.onSubmit((values) =>
    add.mutate(
      { ...values, message: values.message.trim() },
      {
        onSuccess: () => {
          toast.success('paymentAlertCreated');
          form.reset();
        },
        onError: (error) => form.setErrors(fieldErrorsOf(error)),
      },
    ),
  );

  return (
    <>
      <PageHeader title={t('paymentAlerts.title')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
            <Stack>
              <Select
                label={t('common:fields.company')}
                withAsterisk
                placeholder={t('paymentAlerts.chooseCompany')}
                data={(companies.data ?? []).map((c) => ({ value: c._id, label: c.companyName }))}
                searchable
                nothingFoundMessage={t('paymentAlerts.noCompany')}
                {...form.getInputProps('company')}
              />
              <Textarea
                label={t('common:fields.message')}
                withAsterisk
                autosize
                minRows={3}
                maxRows={8}
                {...form.getInputProps('message')}
              />
              <DateInput
                label={t('common:fields.date')}
                withAsterisk
                {...form.getInputProps('date')}
              />
              <Button type="submit" loading={add.isPending}>
                {t('common:actions.create')}
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <DataTable
            caption={t('paymentAlerts.caption')}
            rows={alerts.data}
            loading={alerts.isPending}
            rowKey={(a) => a._id}
            noun={[t('paymentAlerts.nounOne'), t('paymentAlerts.nounOther')]}
            empty={t('paymentAlerts.emptySent')}
            csv={{
              fileName: csvFileName(t('common:exportFiles.paymentAlerts')),
              extra: [{ header: t('common:fields.date'), value: (a) => ({ date: a.date }) }],
            }}
            columns={[
              {
                header: t('subadmins.companyName'),
                sortBy: (a) => a.company,
                cell: (a) => a.company,
                csv: (a) => a.company,
              },
              {
                header: t('common:fields.message'),
                csv: (a) => alertText(a, tAdmin),
                cell: (a) => (
                  <>
                    <Text size="sm">{alertText(a, tAdmin)}</Text>
                    <Text size="xs" c="dimmed">
                      {displayDate(a.date)}
                    </Text>
                  </>
                ),
              },
              {
                header: t('paymentAlerts.action'),
                actions: true,
                width: 80,
                cell: (a) => (
                  <RowActions
                    name={t('paymentAlerts.rowName', { company: a.company })}
                    onDelete={() =>
                      confirmDelete({
                        message: t('paymentAlerts.confirmDelete', { company: a.company }),
                        onConfirm: () =>
                          remove.mutate(a._id, {
                            onSuccess: () => toast.success('paymentAlertDeleted'),
                          }),
                      })
                    }
                  />
                ),
              },
            ]}
          />
        </Grid.Col>
      </Grid>
    </>
  );
}

function CompanyPaymentAlerts() {
  const { t } = useTranslation(['admin', 'common']);
  const { t: tAdmin } = useTranslation('admin');
  const alerts = usePaymentAlerts();
  return (
    <>
      <PageHeader title={t('paymentAlerts.title')} />
      <DataTable
        caption={t('paymentAlerts.caption')}
        rows={alerts.data}
        loading={alerts.isPending}
        rowKey={(a) => a._id}
        noun={[t('paymentAlerts.nounOne'), t('paymentAlerts.nounOther')]}
        empty={t('paymentAlerts.emptyReceived')}
        csv={{ fileName: csvFileName(t('common:exportFiles.paymentAlerts')) }}
        columns={[
          {
            header: t('common:fields.message'),
            cell: (a) => alertText(a, tAdmin),
            csv: (a) => alertText(a, tAdmin),
          },
          {
            header: t('common:fields.date'),
            nowrap: true,
            sortBy: (a) => a.date,
            cell: (a) => displayDate(a.date),
            csv: (a) => ({ date: a.date }),
            width: 130,
          },
        ]}
      />
    </>
  );
}
