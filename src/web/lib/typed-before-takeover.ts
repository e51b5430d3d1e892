import { useHydrated } from './use-hydrated';

/**
 * What was typed into a field of a page the server drew, before the app took the page over: React keeps a field's
 * text while it takes over, but the form's state would start empty, and its next render would clear the field (and a
 * submit would send nothing). For a state initialiser: '' on the server and for a page the browser drew.
 */
export function useTypedBeforeTakeover(): (id: string) => string {
  const hydrated = useHydrated();
  return (id) => {
    if (hydrated || typeof document === 'undefined') return '';
    const field = document.getElementById(id);
    return field instanceof HTMLInputElement ? field.value : '';
  };
}
