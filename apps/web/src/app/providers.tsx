import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import 'dayjs/locale/fr';
import 'dayjs/locale/ht';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { queryClient } from './query-client.ts';
import { cssVariablesResolver, theme } from './theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  // Calendars name months and days in the screen's language (dayjs knows `ht`, `fr` and `en`).
  const { i18n } = useTranslation();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {/* Bottom right: a toast never covers the header, its buttons or a screen's ADD. */}
      <Notifications position="bottom-right" zIndex={4000} />
      <QueryClientProvider client={queryClient}>
        {/* No weekend in red: lotteries draw and sell every day of the week. */}
        <DatesProvider settings={{ weekendDays: [], locale: i18n.language }}>
          <ModalsProvider>{children}</ModalsProvider>
        </DatesProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
