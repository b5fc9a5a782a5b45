import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the anchor named in the URL hash, or to the top when the page changes. */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (hash) {
      const id = decodeURIComponent(hash.slice(1));
      // The target may render a frame later (lazy sections), so try briefly.
      let attempts = 0;
      const timer = window.setInterval(() => {
        const element = document.getElementById(id);
        attempts += 1;
        if (element) {
          element.scrollIntoView({ behavior: 'smooth', block: 'start' });
          window.clearInterval(timer);
        } else if (attempts > 20) {
          window.clearInterval(timer);
        }
      }, 50);
      return () => window.clearInterval(timer);
    }
    window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
    return undefined;
  }, [pathname, hash, key]);
  return null;
}
