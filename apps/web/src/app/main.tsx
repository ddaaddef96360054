import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders.tsx';
import { createQueryClient } from './createQueryClient.ts';
import { createAppRouter } from './router.tsx';

const router = createAppRouter();
const queryClient = createQueryClient({
  onSignedOutByServer: () => {
    void router.navigate('/login');
  },
});

const container = document.getElementById('root');
if (!container) {
  throw new Error('The page has no #root element.');
}

createRoot(container).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
