import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while a page the server drew is being taken over (and on the server), true once React handles its events; a
 * page drawn in the browser is true at once. React reads the server's answer while hydrating, then renders again.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
