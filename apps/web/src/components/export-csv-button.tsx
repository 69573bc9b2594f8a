import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconTable } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n.ts';
import { csvFormatFor, downloadCsv, toCsv, type CsvCell } from '../lib/csv.ts';
import { operatorTimeZone } from '../lib/operator-time.ts';
import { downloadXlsx } from '../lib/xlsx.ts';

export interface CsvExport {
  /** the file's name, in the screen's language (`csvFileName`) */
  fileName: string;
  header: string[];
  /** the rows on screen; null: nothing shown yet */
  rows?: CsvCell[][] | null;
  /** or the rows fetched at the click (a list the server pages: the whole search) */
  load?: () => Promise<CsvCell[][]>;
  /** with `load`: nothing to export (the search found nothing) */
  empty?: boolean;
}

/**
 * The one Export CSV button of the dashboard (DataTable's `csv`, and lists
 * shown as cards): the file is written in the browser by `lib/csv.ts`, in the
 * form the screen's language's spreadsheets read; beside it, the same rows as
 * an `.xlsx` (`lib/xlsx.ts`: numbers as numbers, dates as dates).
 */
export function ExportCsvButton({ fileName, header, rows, load, empty }: CsvExport) {
  const { t } = useTranslation();
  const nothing = load ? !!empty : !rows || rows.length === 0;
  // A mutation, so that a failure (fetching the whole search) is toasted by its meta like any other.
  const exported = useMutation({
    mutationFn: async (kind: 'csv' | 'xlsx') => {
      const lines = load ? await load() : (rows ?? []);
      // The language decides the file's delimiter, decimal sign and dates (French Excel reads `;`).
      const format = csvFormatFor(currentLanguage(), operatorTimeZone());
      if (kind === 'csv') downloadCsv(fileName, toCsv(header, lines, format));
      else await downloadXlsx(fileName, header, lines, format);
    },
    meta: { errorTitle: 'exportCsv' },
  });
  const pending = exported.isPending ? exported.variables : null;

  return (
    <Group gap={6} wrap="wrap">
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconFileSpreadsheet size={16} />}
        disabled={nothing}
        // Rows on screen are written at once; only a search fetched at the click takes a while.
        loading={!!load && pending === 'csv'}
        onClick={() => exported.mutate('csv')}
      >
        {t('table.exportCsv')}
      </Button>
      <Button
        variant="light"
        size="compact-sm"
        leftSection={<IconTable size={16} />}
        disabled={nothing}
        // The writer is fetched at the first click: it may take a moment.
        loading={pending === 'xlsx'}
        onClick={() => exported.mutate('xlsx')}
      >
        {t('table.exportXlsx')}
      </Button>
    </Group>
  );
}
