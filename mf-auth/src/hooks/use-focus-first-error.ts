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
    // The error texts may render a frame after the refusal: look again for a few frames.
    let frames = 0;
    let handle = 0;
    const focusFirst = () => {
      const first = ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      if (first) {
        first.scrollIntoView?.({ block: 'center' });
        first.focus({ preventScroll: true });
      } else if (frames < 10) {
        frames += 1;
        handle = requestAnimationFrame(focusFirst);
      }
    };
    handle = requestAnimationFrame(focusFirst);
    return () => cancelAnimationFrame(handle);
  }, [attempt]);
  return { ref, refused };
}
