import { Box, Group, NativeSelect, Pagination } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n/i18n.ts';

/** The page sizes offered; the screens start at 50. */
export const PAGE_SIZES = [25, 50, 100, 200] as const;
export const DEFAULT_PAGE_SIZE = 50;

/** Where a paged table stands and how it moves: the caller holds the page (server pages) or the table does. */
export interface Paging {
  page: number;
  pageSize: number;
  /** rows over every page */
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/**
 * The pages of a table and how many rows a page shows. A native select: it is
 * one tap on a phone, and its options need no portal.
 */
export function TablePager({ caption, paging }: { caption: string; paging: Paging }) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(paging.total / paging.pageSize));
  if (paging.total <= PAGE_SIZES[0]) return null;
  return (
    <Group justify="flex-end" gap="sm" mt="sm" wrap="wrap">
      <NativeSelect
        size="xs"
        aria-label={t('table.rowsPerPage', { caption })}
        data={PAGE_SIZES.map((s) => ({
          value: String(s),
          label: t('table.perPage', { size: s.toLocaleString(currentLocale()) }),
        }))}
        value={String(paging.pageSize)}
        onChange={(event) => paging.onPageSize(Number(event.currentTarget.value))}
      />
      {pages > 1 && (
        <Box component="nav" aria-label={t('table.pagesOf', { caption: caption.toLowerCase() })}>
          <Pagination
            size="sm"
            total={pages}
            value={Math.min(paging.page, pages)}
            onChange={paging.onPage}
            siblings={1}
            boundaries={1}
            getItemProps={(page) => ({
              'aria-label': t('table.page', { page }),
              'aria-current': page === paging.page ? 'page' : undefined,
            })}
            getControlProps={(control) => ({
              'aria-label': t(`table.control.${control}`),
            })}
          />
        </Box>
      )}
    </Group>
  );
}
