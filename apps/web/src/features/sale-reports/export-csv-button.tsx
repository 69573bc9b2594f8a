import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { downloadCsv, toCsv, type CsvCell } from './csv.ts';

/** Exports the rows on screen as CSV, built in the browser (no second call to the server). */
export function ExportCsvButton({
  fileName,
  header,
  rows,
}: {
  fileName: string;
  header: string[];
  /** null: nothing shown yet */
  rows: CsvCell[][] | null;
}) {
  const { t } = useTranslation(['reports', 'common']);
  return (
    <Button
      variant="light"
      leftSection={<IconFileSpreadsheet size={16} />}
      disabled={!rows || rows.length === 0}
      onClick={() => rows && downloadCsv(fileName, toCsv(header, rows))}
    >
      {t('saleReports.exportCsv')}
    </Button>
  );
}
