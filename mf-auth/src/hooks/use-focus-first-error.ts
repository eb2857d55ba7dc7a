import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * After a refused submit, brings the eye to the FIRST field in error in the page's order (not the
 * last one validated): scrolls it to the middle of the screen and focuses it, so its message,
 * tied with aria-describedby, is read out. Call `refused()` each time a submit is refused; the
 * focus happens once the error texts are rendered.
 */
export function useFocusFirstError<T extends HTMLElement>(): { ref: RefObject<T | null>; refused: () => void } {
  const ref = useRef<T | null>(null);
  const [attempt, setAttempt] = useState(0);
  const refused = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (attempt === 0) return;
    const first = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView?.({ block: 'center' });
    first.focus({ preventScroll: true });
  }, [attempt]);
  return { ref, refused };
}
