import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { queryClient } from './query-client.ts';
import { posRouter } from './router.tsx';

/** The sellers' point of sale: one query cache (shared config with the dashboard), its own router. */
export function PosApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={posRouter} />
    </QueryClientProvider>
  );
}
