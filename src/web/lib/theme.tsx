import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_THEME, THEMES, THEME_STORAGE_KEY, type Theme } from '../../shared/theme';
import { api } from './api';

interface ThemeState {
  theme: Theme;
  resolved: 'light' | 'dark';
  /** Applies at once; `persist` also saves it on the server for a signed-in member. */
  setTheme(theme: Theme, options?: { persist?: boolean }): void;
  /**
   * Takes the theme saved on the server, unless a choice made here has not reached the server yet (the page was
   * reloaded or left while it was being sent): that choice stays and is sent again.
   */
  adoptSaved(saved: Theme): void;
}

const ThemeContext = createContext<ThemeState | null>(null);
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

/** A choice sent to the server and not yet confirmed by it. */
const UNSAVED_KEY = `${THEME_STORAGE_KEY}-unsaved`;

const isTheme = (value: string | null): value is Theme => (THEMES as readonly string[]).includes(value ?? '');

// Private browsing may refuse storage: the theme then applies for this visit only, and a choice is only sent.
function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`, or removes the key for null. */
function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // See `read`.
  }
}

function storedTheme(): Theme {
  const value = read(THEME_STORAGE_KEY);
  return isTheme(value) ? value : DEFAULT_THEME;
}

/** The choice on its way to the server (the same choice is not sent twice at once). */
let sending: Theme | null = null;

/** Saves the choice on the server; until the server confirms it, it is remembered as unsaved. */
function send(theme: Theme) {
  write(UNSAVED_KEY, theme);
  if (sending === theme) return;
  sending = theme;
  void api('/api/v1/me/theme', { method: 'PUT', body: { theme } })
    .then(
      () => {
        if (read(UNSAVED_KEY) === theme) write(UNSAVED_KEY, null);
      },
      () => undefined,
    )
    .finally(() => {
      if (sending === theme) sending = null;
    });
}

/** Only when it differs: theme-init.js set the theme before the first paint, and a change to the page's root element
 * after it (even to the same value) can make the browser restyle the whole page. */
function apply(resolved: 'light' | 'dark') {
  const root = document.documentElement;
  if (root.classList.contains(resolved)) return;
  root.classList.remove(resolved === 'dark' ? 'light' : 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(storedTheme);
  // The server's first render cannot know; the effect below reads the system theme as soon as the page runs.
  const [systemDark, setSystemDark] = useState(() => typeof window !== 'undefined' && darkQuery().matches);

  useEffect(() => {
    const query = darkQuery();
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    // The first render read the system theme a while ago (it renders in slices while the app starts): a change since
    // then fired before anyone listened.
    setSystemDark(query.matches);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const resolved = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;
  useEffect(() => apply(resolved), [resolved]);

  const setTheme = useCallback((next: Theme, options: { persist?: boolean } = {}) => {
    setThemeState(next);
    write(THEME_STORAGE_KEY, next);
    if (options.persist) send(next);
  }, []);

  const adoptSaved = useCallback(
    (saved: Theme) => {
      // The profile may come from the offline copy, which already holds the local choice: only the server's
      // confirmation of the save forgets it.
      const unsaved = read(UNSAVED_KEY);
      if (isTheme(unsaved)) setTheme(unsaved, { persist: true });
      else setTheme(saved);
    },
    [setTheme],
  );

  const value = useMemo(() => ({ theme, resolved, setTheme, adoptSaved }), [theme, resolved, setTheme, adoptSaved]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme outside ThemeProvider');
  return context;
}
