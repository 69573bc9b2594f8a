import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from './query-client.ts';
import { posRouter } from './router.tsx';

/** The sellers' point of sale: one query cache (shared config with the dashboard), its own router. */
export function PosApp() {
  const { t } = useTranslation('pos');
  // The window's title (and the name a phone gives the tab) in the screen's language.
  useEffect(() => {
    document.title = t('app.title');
  }, [t]);
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={posRouter} />
    </QueryClientProvider>
  );
}
