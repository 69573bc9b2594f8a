import { Stack, Text } from '@mantine/core';
import { AUDIT_FIELDS } from '@tiraj/domain';
import { AUDIT_ACTION_KINDS, NO_REASON_GIVEN, type AuditRecord } from '@tiraj/domain/contracts';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../components/data-table.tsx';
import { displayDateTime } from '../../lib/format.ts';
import { changeLines, detailText, humanised, type DetailWords } from './detail-text.ts';
import { journalValueWord } from './journal-values.ts';

const REFUSALS = [
  'bad_credentials',
  'wrong_device',
  'user_inactive',
  'company_inactive',
  'throttled',
] as const;
const isRefusal = (reason: string): reason is (typeof REFUSALS)[number] =>
  (REFUSALS as readonly string[]).includes(reason);
const isAuditField = (key: string): key is (typeof AUDIT_FIELDS)[number] =>
  (AUDIT_FIELDS as readonly string[]).includes(key);

/** The Journal's words: its fields, actions, reasons, each in the reader's language. */
export function useJournalWords() {
  const { t } = useTranslation(['reports', 'common', 'offline', 'company']);
  const label = (key: string) => (isAuditField(key) ? t(`journal.fields.${key}`) : humanised(key));
  const words = (r: AuditRecord): DetailWords => ({
    label,
    yesNo: (yes) => t(yes ? 'common:choices.yes' : 'common:choices.no'),
    names: r.names,
    value: (field, value) => journalValueWord(t, field, value),
  });
  const actionLabel = (kind: string) =>
    (AUDIT_ACTION_KINDS as readonly string[]).includes(kind)
      ? t(`journal.actions.${kind as (typeof AUDIT_ACTION_KINDS)[number]}`)
      : kind;
  // A refused sign-in's reason is one of a few codes, and "no reason given" the API's own words:
  // both said in the reader's language.
  const reasonOf = (r: AuditRecord) =>
    r.reason === NO_REASON_GIVEN
      ? t('journal.noReason')
      : r.reason && r.action.startsWith('sign-in.') && isRefusal(r.reason)
        ? t(`journal.refusals.${r.reason}`)
        : (r.reason ?? '');
  /** What the record is about: the name the server found for it, and its context's fields. */
  const targetOf = (r: AuditRecord) =>
    [r.target.name, r.context ? detailText(r.context, words(r)) : ''].filter(Boolean).join(' · ');
  return { t, words, actionLabel, reasonOf, targetOf };
}
export type JournalWords = ReturnType<typeof useJournalWords>;

/** Between a before and its after: a sign, the same in every language. */
const ARROW = ' → ';

/** A change, one line per field: "field: before → after", the before dimmed. */
function ChangeList({ record, words }: { record: AuditRecord; words: DetailWords }) {
  const { t } = useTranslation('reports');
  const lines = changeLines(record.before, record.after, words);
  // Saved with every field as it was: said, not left blank.
  if (!lines.length && record.before && record.after)
    return (
      <Text size="xs" c="dimmed">
        {t('journal.unchanged')}
      </Text>
    );
  return (
    <Stack gap={2}>
      {lines.map((l, i) => (
        <Text key={i} size="xs" style={{ overflowWrap: 'anywhere' }}>
          {l.field && <b>{l.field}: </b>}
          {l.before !== undefined && (
            <Text span size="xs" c="dimmed" td={l.after !== undefined ? 'line-through' : undefined}>
              {l.before || '—'}
            </Text>
          )}
          {l.before !== undefined && l.after !== undefined && ARROW}
          {l.after !== undefined && (l.after || '—')}
        </Text>
      ))}
    </Stack>
  );
}

/** The table's columns, readable at 1440 px: the change as a short list, long texts wrap. */
export function useJournalColumns(): Column<AuditRecord>[] {
  const w = useJournalWords();
  const { t } = w;
  return [
    { header: t('journal.at'), cell: (r) => displayDateTime(r.at), nowrap: true, width: 110 },
    {
      header: t('journal.person'),
      cell: (r) => r.actor.userName,
      width: 130,
    },
    { header: t('journal.action'), cell: (r) => w.actionLabel(r.action), width: 170 },
    {
      header: t('journal.target'),
      cell: (r) => (
        <Stack gap={0}>
          <Text size="xs" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {r.target.name ?? ''}
          </Text>
          {r.context && (
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {detailText(r.context, w.words(r))}
            </Text>
          )}
        </Stack>
      ),
      width: 180,
    },
    {
      header: t('journal.change'),
      cell: (r) => <ChangeList record={r} words={w.words(r)} />,
    },
    {
      header: t('journal.reason'),
      cell: (r) => (
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {w.reasonOf(r)}
        </Text>
      ),
      width: 160,
    },
    {
      header: t('journal.origin'),
      cell: (r) => (
        <Stack gap={0}>
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {r.device ?? ''}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace">
            {r.address ?? ''}
          </Text>
        </Stack>
      ),
      width: 150,
    },
  ];
}
