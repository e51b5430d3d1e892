import type { Env } from '../env';

/**
 * Which browser origins may act with a member's cookie (Better Auth's trustedOrigins and the /api/v1 check).
 * Production: PUBLIC_URL and TRUSTED_ORIGINS only. Elsewhere also the app's own origin however it was reached —
 * the Host the request came to (127.0.0.1:3000, a LAN address with HOST=0.0.0.0), with its port — so a page is
 * trusted only by the server that served it.
 */
export function originPolicy(env: Pick<Env, 'NODE_ENV' | 'PUBLIC_URL' | 'TRUSTED_ORIGINS'>) {
  const fixed = [new URL(env.PUBLIC_URL).origin, ...env.TRUSTED_ORIGINS];

  function trustedFor(host: string | null | undefined): string[] {
    if (env.NODE_ENV === 'production' || !host || /[\s/@\\]/.test(host)) return fixed;
    return [...fixed, `http://${host.toLowerCase()}`, `https://${host.toLowerCase()}`];
  }

  return {
    trustedFor,
    isTrusted(origin: string, host: string | null | undefined): boolean {
      return trustedFor(host).includes(origin.toLowerCase());
    },
  };
}
export type OriginPolicy = ReturnType<typeof originPolicy>;
