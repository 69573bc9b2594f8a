import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, type CsvCell } from '../lib/csv.ts';
import { messageOf, toast } from '../lib/toast.ts';

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
 * shown as cards): the file is written in the browser by `lib/csv.ts`.
 */
export function ExportCsvButton({ fileName, header, rows, load, empty }: CsvExport) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const nothing = load ? !!empty : !rows || rows.length === 0;

  const run = async () => {
    if (load) {
      setBusy(true);
      try {
        downloadCsv(fileName, toCsv(header, await load()));
      } finally {
        setBusy(false);
      }
    } else if (rows) downloadCsv(fileName, toCsv(header, rows));
  };

  return (
    <Button
      variant="light"
      size="compact-sm"
      leftSection={<IconFileSpreadsheet size={16} />}
      disabled={nothing}
      loading={busy}
      onClick={() =>
        void run().catch((error: unknown) => toast.error('exportCsv', messageOf(error)))
      }
    >
      {t('table.exportCsv')}
    </Button>
  );
}
