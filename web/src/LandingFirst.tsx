import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { NavigateContext, type AppNavigate } from './components/AppLink';
import { scrollToAnchor } from './components/scrollToAnchor';
import { LandingPage } from './pages/landing/LandingPage';
import { prefetchNeighbours, whenIdle } from './pageLoaders';

const loadApp = () => import('./App');

/**
 * A visit that starts on the landing page paints it without the app's router: the app, with its router
 * and every other page, is fetched while the visitor reads and takes over at the first link that leaves
 * the page. Links within the page (its anchors) stay here. The landing page stays on screen until the
 * app has arrived.
 */
export function LandingFirst() {
  const [App, setApp] = useState<ComponentType | null>(null);
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    const cancelApp = whenIdle(() => void loadApp().catch(() => undefined));
    const cancelPages = prefetchNeighbours('/');
    const stopScrolling = window.location.hash ? scrollToAnchor(decodeURIComponent(window.location.hash.slice(1))) : undefined;
    const onPopState = () => window.location.pathname !== '/' && setLeaving(true);
    window.addEventListener('popstate', onPopState);
    return () => {
      cancelApp();
      cancelPages();
      stopScrolling?.();
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  useEffect(() => {
    if (!leaving) return undefined;
    let current = true;
    void loadApp().then((module) => current && setApp(() => module.App));
    return () => {
      current = false;
    };
  }, [leaving]);

  const navigate = useCallback<AppNavigate>((to, options) => {
    const url = new URL(to, window.location.href);
    if (options?.replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    if (url.pathname !== '/') setLeaving(true);
    else if (url.hash) scrollToAnchor(decodeURIComponent(url.hash.slice(1)));
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  }, []);

  if (App) return <App />;
  return (
    <NavigateContext.Provider value={navigate}>
      <LandingPage />
    </NavigateContext.Provider>
  );
}
