import '@fontsource-variable/inter';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
// The language switcher's own styles before global.css, whose rules fit it to each place
// (`.landing-language`, `.shell-header-language`…): same weight, so the later one wins.
import '../i18n/language-switcher.module.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../i18n/i18n.ts';
import { dateInputProps } from '../lib/date-input.ts';
import { queryClient } from './query-client.ts';
import { cssVariablesResolver, theme } from '../theme/theme.ts';

export function Providers({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  // Date fields show and read dates as the language writes them (a field may still say its own).
  const themed = useMemo(
    () => ({
      ...theme,
      components: {
        ...theme.components,
        // A plain object, not DateInput.extend: the first load carries no date field.
        DateInput: { defaultProps: dateInputProps(language) },
        // Mantine names the eye button in English: in the screen's language instead.
        PasswordInput: {
          defaultProps: {
            visibilityToggleButtonProps: { 'aria-label': t('fields.showPassword') },
          },
        },
      },
    }),
    [language, t],
  );
  return (
    <MantineProvider
      theme={themed}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      {/* Bottom right: a toast never covers the header, its buttons or a screen's ADD. */}
      <Notifications position="bottom-right" zIndex={4000} />
      {/* Dates and modals: only the signed-in screens use them (app/dashboard-providers.tsx). */}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
