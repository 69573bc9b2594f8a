import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { setOperatorTimeZone } from './lib/operator-time.ts';
import { readSession } from './lib/session.ts';

// Today and times in the operator's zone, as the server said at sign-in (kept for reloads).
setOperatorTimeZone(readSession()?.timeZone);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
