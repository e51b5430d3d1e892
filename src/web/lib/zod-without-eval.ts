// The web build's `zod` (aliased in vite.config.ts). Zod probes `new Function` to speed up parsing; under our
// Content-Security-Policy (no 'unsafe-eval') the probe is refused and reported as a violation on every page that parses.
// Without the probe zod parses the same, only without compiled fast paths, which the browser's small payloads do not need.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
export { z, z as default } from 'zod/v4';
