import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToAnchor } from './scrollToAnchor';

/** Scrolls to the anchor named in the URL hash, or to the top when the page changes. */
export function ScrollToTop() {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (hash) return scrollToAnchor(decodeURIComponent(hash.slice(1)));
    window.scrollTo({ top: 0, behavior: 'instant' as ScrollBehavior });
    return undefined;
  }, [pathname, hash, key]);
  return null;
}
