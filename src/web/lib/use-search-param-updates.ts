import { useRef } from 'react';
import { useSearchParams } from 'react-router';

export type UpdateParams = (change: (next: URLSearchParams) => void) => void;

/**
 * The URL's search params with an updater whose changes compose. React Router's functional `setSearchParams` hands
 * each call the params of the render it came from, so two changes in one tick (a deep link that picks a tab and then
 * clears its request) keep only the last. Here each change starts from the previous change's result until the router
 * reports a new URL.
 */
export function useSearchParamUpdates(): [URLSearchParams, UpdateParams] {
  const [params, setParams] = useSearchParams();
  const seen = useRef(params.toString());
  const intended = useRef(params.toString());
  if (seen.current !== params.toString()) {
    seen.current = params.toString();
    intended.current = seen.current;
  }
  const updateParams: UpdateParams = (change) => {
    const next = new URLSearchParams(intended.current);
    change(next);
    intended.current = next.toString();
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return [params, updateParams];
}
