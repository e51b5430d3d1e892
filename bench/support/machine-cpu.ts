import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/**
 * CPU time the whole machine spent busy (user, nice, system, irq, softirq, steal) since boot, in ms, from Linux's
 * /proc/stat; null elsewhere. The difference over a burst is what the burst cost every process together (server,
 * PostgreSQL, load generator): steadier than latency on a shared machine.
 */
export function machineBusyMs(): number | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
    const ticksPerSecond = 100; // USER_HZ, 100 on every Linux this runs on
    return (((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) * 1000) / ticksPerSecond;
  } catch {
    return null;
  }
}

/** The machine's busy CPU over `wallMs`, as a share of all its cores (0–1). */
export const busyShare = (busyMs: number, wallMs: number) => busyMs / (wallMs * cpus().length);
