import type { DehydratedState } from '@tanstack/react-query';
import { FIRST_SCREEN_STATE_ID } from '../../shared/first-screen';
import { isLanguage, type Language } from '../../shared/i18n/languages';

/** What the server drew a page's first screen with; the browser's first render must use the same to match it. */
export interface FirstScreenState {
  language: Language;
  dataSaver: boolean;
  queries: DehydratedState;
}

let drawnWith = { dataSaver: false, origin: '' };

/** Set by the server before it draws (with the page's origin), and by the browser before it takes a page over. */
export function setDrawnWith(state: { dataSaver: boolean; origin?: string }): void {
  drawnWith = { dataSaver: state.dataSaver, origin: state.origin ?? '' };
}

/** The page's origin ("https://localhub.ng"), in the browser and while the server draws. */
export const pageOrigin = (): string => (typeof window === 'undefined' ? drawnWith.origin : window.location.origin);

/** The data-saver setting the first screen was drawn with (a store's server snapshot). */
export const drawnWithDataSaver = (): boolean => drawnWith.dataSaver;

/** The state as a JSON script element: never run, and no `<` inside, so no text in the data can close it. */
export function firstScreenScript(state: FirstScreenState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${json}</script>`;
}

/** The state of a page the server drew, or null when the page came without one (the offline shell, a plain page). */
export function readFirstScreen(): FirstScreenState | null {
  const element = document.getElementById(FIRST_SCREEN_STATE_ID);
  if (!element?.textContent) return null;
  try {
    const state = JSON.parse(element.textContent) as FirstScreenState;
    return isLanguage(state.language) ? state : null;
  } catch {
    return null;
  }
}
