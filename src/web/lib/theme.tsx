import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_THEME, THEMES, THEME_STORAGE_KEY, type Theme } from '../../shared/theme';
import { api } from './api';

interface ThemeState {
  theme: Theme;
  resolved: 'light' | 'dark';
  /** Applies at once; `persist` also saves it on the server for a signed-in member. */
  setTheme(theme: Theme, options?: { persist?: boolean }): void;
}

const ThemeContext = createContext<ThemeState | null>(null);
const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return (THEMES as readonly string[]).includes(value ?? '') ? (value as Theme) : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

function apply(resolved: 'light' | 'dark') {
  const root = document.documentElement;
  root.classList.remove(resolved === 'dark' ? 'light' : 'dark');
  root.classList.add(resolved);
  root.style.colorScheme = resolved;
}

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<Theme>(storedTheme);
  const [systemDark, setSystemDark] = useState(() => darkQuery().matches);

  useEffect(() => {
    const query = darkQuery();
    const onChange = (event: MediaQueryListEvent) => setSystemDark(event.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const resolved = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;
  useEffect(() => apply(resolved), [resolved]);

  const setTheme = useCallback((next: Theme, options: { persist?: boolean } = {}) => {
    setThemeState(next);
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Private browsing may refuse storage; the theme still applies for this visit.
    }
    if (options.persist) void api('/api/v1/me/theme', { method: 'PUT', body: { theme: next } }).catch(() => undefined);
  }, []);

  const value = useMemo(() => ({ theme, resolved, setTheme }), [theme, resolved, setTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  const context = useContext(ThemeContext);
  if (!context) throw new Error('useTheme outside ThemeProvider');
  return context;
}
