// Builds the web app when dist/web is missing or older than its sources, so `npm start` always serves the current code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const output = 'dist/web/index.html';
const sources = ['src/web', 'src/shared', 'build', 'vite.config.ts', 'package-lock.json'];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const built = existsSync(output) ? statSync(output).mtimeMs : 0;
if (built === 0 || Math.max(...sources.map(newest)) > built) {
  console.log('[localhub] Building the web app…');
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
