import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  url: string;
  /** Everything it printed so far. */
  output(): string;
  /** Settles when it has ended. */
  exited: Promise<void>;
}

/**
 * `src/server/main.ts` as `npm start` runs it (without the web build check), in its own process group, with `env` over
 * this process's environment (PORT required). Resolves once it answers /api/health; fails with what it printed if it
 * ends first. Pushed onto `running`, for the caller's clean-up.
 */
export async function startServerProcess(env: Record<string, string> & { PORT: string }, running: ChildProcess[]): Promise<ServerProcess> {
  const url = `http://127.0.0.1:${env.PORT}`;
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    detached: true,
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  running.push(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the server stopped:\n${output}`);
    if ((await fetch(`${url}/api/health`).catch(() => null))?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, url, output: () => output, exited };
}

/** Ends every process group of `running` still alive (SIGKILL), for a test file's clean-up. */
export function killAll(running: ChildProcess[]): void {
  for (const child of running) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}
