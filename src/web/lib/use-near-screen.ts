import { useEffect, useRef, useState } from 'react';
import { isTakingOver } from './first-screen';

/**
 * Whether an element has come within `margin` of the viewport (a screen's height unless told; it stays near once it
 * has): what lies further down a page waits to fetch and draw until the member scrolls towards it. A member who reads
 * only the first screen on a phone pays for no more data or work than that screen.
 */
export function useNearScreen<T extends Element>(margin = '100% 0px') {
  const ref = useRef<T>(null);
  // A page the server draws leaves it out too, so its HTML stays small; the browser's observer brings it in.
  const takingOver = isTakingOver();
  const [near, setNear] = useState(() => !takingOver && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}
