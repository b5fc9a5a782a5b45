import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import '@fontsource-variable/inter';
import './styles/landing';
import './styles.css';
import { cssVariablesResolver, theme } from './theme';
import { shouldRetry } from './api/queries';
import { TOAST_DURATION_MS } from './components/notify';
import { AuthProvider } from './auth/AuthContext';
import { LandingFirst } from './LandingFirst';

/** Any other first page loads the app whole; the landing page loads only itself first. */
const App = lazy(() => import('./App').then((m) => ({ default: m.App })));

// The toasts' code (and its transitions) loads after the first paint: the store behind notify.ts keeps
// any toast raised before then, and it shows once this mounts.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element to render the app into');

createRoot(root).render(
  <StrictMode>
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Suspense fallback={null}>
        <Notifications position="top-right" autoClose={TOAST_DURATION_MS.default} zIndex={4000} />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          {window.location.pathname === '/' ? (
            <LandingFirst />
          ) : (
            <Suspense fallback={null}>
              <App />
            </Suspense>
          )}
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
