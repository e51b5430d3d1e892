import { useSyncExternalStore } from 'react';
import { DATA_SAVER_COOKIE } from '../../shared/first-screen';
import { setDeviceCookie } from './device-cookie';
import { drawnWithDataSaver } from './first-screen';

// Data saver (issue 16 item 3): pictures load only when tapped, and then the smallest rendition. A setting of this
// device, like its connection: kept in localStorage; until the member chooses, on when the browser asks to save data
// or reports a 2G/3G connection.

const STORAGE_KEY = 'dataSaver';
const listeners = new Set<() => void>();
/** The choice when storage refuses it (private browsing): it holds until the page is closed. */
let fallback: boolean | null = null;

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

const connectionInfo = () => (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** What the browser says about the connection: Save-Data asked for, or a slow one. */
function connectionWantsSaving(): boolean {
  const connection = connectionInfo();
  return Boolean(connection?.saveData) || ['slow-2g', '2g', '3g'].includes(connection?.effectiveType ?? '');
}

function subscribeToConnection(listener: () => void) {
  connectionInfo()?.addEventListener('change', listener);
  return () => connectionInfo()?.removeEventListener('change', listener);
}

/**
 * Whether the connection asks to save data, as a component reads it: only the browser knows, so a page the server
 * draws (and its takeover) says no, and the browser's answer follows.
 */
export const useConnectionWantsSaving = (): boolean => useSyncExternalStore(subscribeToConnection, connectionWantsSaving, () => false);

function stored(): boolean | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'on' ? true : value === 'off' ? false : null;
  } catch {
    return null;
  }
}

function current(): boolean {
  return stored() ?? connectionWantsSaving();
}

export function setDataSaver(on: boolean) {
  try {
    localStorage.setItem(STORAGE_KEY, on ? 'on' : 'off');
  } catch {
    fallback = on;
  }
  // A page the server draws follows the setting too (no pictures in its first screen).
  setDeviceCookie(DATA_SAVER_COOKIE, on ? 'on' : 'off');
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changing the setting.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, () => fallback ?? current(), drawnWithDataSaver);
}
