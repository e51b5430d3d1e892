import { useEffectEvent, useLayoutEffect, useRef } from 'react';

/**
 * Hands `keep` what was typed into the field `id` of a page the server drew before the app took the field over, when
 * it differs from `current`: React keeps a field's text while it takes over, but the form's state holds the drawn
 * value, and its next render would put that back (and a submit would send it). Read once, right after the field is
 * taken over (not in that render, which must draw what the server drew: a count or hint beside the field would
 * differ). A field is taken over when its part of the page hydrates, which for a part loaded lazily is after the page's
 * own takeover: so the test is whether the drawn field was already there when the component first rendered. Nothing
 * happens for a field the browser drew.
 */
export function useTypedBeforeTakeover(id: string, current: string, keep: (text: string) => void): void {
  // Read once, not a store: a store would draw the form once more right after the takeover, in the same long task.
  const drawn = useRef<boolean | null>(null);
  drawn.current ??= typeof document !== 'undefined' && document.getElementById(id) !== null;
  const adopt = useEffectEvent(() => {
    const field = document.getElementById(id);
    if ((field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) && field.value !== current) keep(field.value);
  });
  useLayoutEffect(() => {
    if (!drawn.current) return;
    drawn.current = false;
    adopt();
  }, []);
}
