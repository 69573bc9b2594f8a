import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import 'dayjs/locale/fr';
import 'dayjs/locale/ht';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What only the signed-in screens need, around each shell: calendars and confirmation modals.
 * Here rather than in providers.tsx, so that the sign-in page's first load carries neither.
 */
export function DashboardProviders({ children }: { children: ReactNode }) {
  // Calendars name months and days in the screen's language (dayjs knows `ht`, `fr` and `en`).
  const { i18n } = useTranslation();
  return (
    // No weekend in red: lotteries draw and sell every day of the week.
    <DatesProvider settings={{ weekendDays: [], locale: i18n.language }}>
      <ModalsProvider>{children}</ModalsProvider>
    </DatesProvider>
  );
}
