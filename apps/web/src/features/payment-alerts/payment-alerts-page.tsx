import { Button, Grid, Paper, Select, Stack, Text, Textarea } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { confirmDelete } from '../../components/confirm-delete.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { RowActions } from '../../components/row-actions.tsx';
import { fieldErrorsOf } from '../../lib/form-errors.ts';
import { displayDate, today } from '../../lib/format.ts';
import { readSession } from '../../lib/session.ts';
import { toast } from '../../lib/toast.ts';
import { useSubAdmins } from '../../lib/queries/companies.ts';
import { usePaymentAlerts } from '../../lib/queries/payment-alerts.ts';
import { useAddPaymentAlert, useDeletePaymentAlert } from './api.ts';

/** Admin: the form (Company, Message, Date) and every alert. Subadmin: its alerts, read-only. */
export function PaymentAlertsPage() {
  return readSession()?.userRole === 'admin' ? <AdminPaymentAlerts /> : <CompanyPaymentAlerts />;
}

function AdminPaymentAlerts() {
  const alerts = usePaymentAlerts();
  const companies = useSubAdmins();
  const add = useAddPaymentAlert();
  const remove = useDeletePaymentAlert();
  const form = useForm({
    initialValues: { company: '', message: '', date: today() },
    validate: {
      company: (v) => (v ? null : 'Company is required'),
      message: (v) => (v.trim() ? null : 'Message is required'),
      date: (v) => (v ? null : 'Date is required'),
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
      <PageHeader title="Payment Alerts" />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="md" radius="md" component="form" onSubmit={submit} noValidate>
            <Stack>
              <Select
                label="Company"
                placeholder="Choose a company"
                data={(companies.data ?? []).map((c) => ({ value: c._id, label: c.companyName }))}
                searchable
                nothingFoundMessage="No company"
                {...form.getInputProps('company')}
              />
              <Textarea
                label="Message"
                autosize
                minRows={3}
                maxRows={8}
                {...form.getInputProps('message')}
              />
              <DateInput label="Date" valueFormat="YYYY-MM-DD" {...form.getInputProps('date')} />
              <Button type="submit" loading={add.isPending}>
                Create
              </Button>
            </Stack>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <DataTable
            caption="Payment alerts"
            rows={alerts.data}
            loading={alerts.isPending}
            rowKey={(a) => a._id}
            noun={['payment alert', 'payment alerts']}
            empty="No payment alert sent."
            columns={[
              { header: 'Company Name', sortBy: (a) => a.company, cell: (a) => a.company },
              {
                header: 'Message',
                cell: (a) => (
                  <>
                    <Text size="sm">{a.message}</Text>
                    <Text size="xs" c="dimmed">
                      {displayDate(a.date)}
                    </Text>
                  </>
                ),
              },
              {
                header: 'Action',
                actions: true,
                width: 80,
                cell: (a) => (
                  <RowActions
                    name={`alert to ${a.company}`}
                    onDelete={() =>
                      confirmDelete({
                        message: `Delete this payment alert to ${a.company}?`,
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
  const alerts = usePaymentAlerts();
  return (
    <>
      <PageHeader title="Payment Alerts" />
      <DataTable
        caption="Payment alerts"
        rows={alerts.data}
        loading={alerts.isPending}
        rowKey={(a) => a._id}
        noun={['payment alert', 'payment alerts']}
        empty="No payment alert. All is in order."
        columns={[
          { header: 'Message', cell: (a) => a.message },
          {
            header: 'Date',
            nowrap: true,
            sortBy: (a) => a.date,
            cell: (a) => displayDate(a.date),
            width: 130,
          },
        ]}
      />
    </>
  );
}
