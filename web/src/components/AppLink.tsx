import { createContext, useContext, type ComponentPropsWithRef, type MouseEvent } from 'react';

export type AppNavigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * How the app moves to another page. The app's router provides it; before that router has loaded (a visit
 * that starts on the landing page) the landing page provides its own hand-over to it. Without either, a
 * link is an ordinary page load.
 */
export const NavigateContext = createContext<AppNavigate>((to, options) => (options?.replace ? window.location.replace(to) : window.location.assign(to)));

export const useAppNavigate = () => useContext(NavigateContext);

/** A click the page should handle itself; any other (a new tab, a download, a modified click) is the browser's. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>) =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** A link within the app that works under either navigator, so the landing page can paint without the router. */
export function AppLink({ to, onClick, target, ...rest }: { to: string } & Omit<ComponentPropsWithRef<'a'>, 'href'>) {
  const navigate = useAppNavigate();
  return (
    <a
      {...rest}
      href={to}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isPlainClick(event) || (target && target !== '_self')) return;
        event.preventDefault();
        navigate(to);
      }}
    />
  );
}
