import { useEffect, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { navigate } from './location';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** A link that needs no router; a click with a modifier key keeps the browser's own behaviour. */
export function PageLink({ to, onClick, children, ...rest }: Props) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a {...rest} href={to} onClick={follow}>
      {children}
    </a>
  );
}

/** Replaces the address once rendered, as React Router's `<Navigate replace>` does. */
export function Redirect({ to }: { to: string }) {
  useEffect(() => navigate(to, { replace: true }), [to]);
  return null;
}
