import './index.css';
import './lib/i18n';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { forgetUser } from './features/auth/api/user';
import { createRouter } from './app/router';
import { registerServiceWorker, UpdatePrompt } from './features/app-update';
import { onUnauthorized } from './lib/api';
import { queryClient } from './lib/query-client';

const router = createRouter();

// A 401 from any call means the session ended (idle, logged out elsewhere): forget the user, go home.
onUnauthorized(() => {
  forgetUser();
  void router.navigate('/');
});

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <UpdatePrompt />
    </QueryClientProvider>
  </StrictMode>,
);

// The installable app's worker: registered once the first page's code and data have arrived, so
// fetching its runtime never takes one of the browser's connections from the page's own files.
if (router.state.initialized) registerServiceWorker();
else {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    registerServiceWorker();
  });
}
