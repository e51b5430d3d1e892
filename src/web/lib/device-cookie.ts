/**
 * Mirrors a choice kept on this device into a cookie, so the server draws pages with it too (decision 0026);
 * null forgets it. A year long, sent to this site only.
 */
export function setDeviceCookie(name: string, value: string | null): void {
  document.cookie =
    value === null
      ? `${name}=; path=/; max-age=0; samesite=lax`
      : `${name}=${encodeURIComponent(value)}; path=/; max-age=31536000; samesite=lax`;
}
