// Builds the web app when dist/web is missing or older than its sources, so `npm start` always serves the current code.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const outputs = ['dist/web/index.html', 'dist/ssr/entry-server.js'];
const sources = ['src/web', 'src/shared', 'build', 'vite.config.ts', 'package-lock.json'];

function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newest(path.join(entry, name))));
}

const built = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
if (built === 0 || Math.max(...sources.map(newest)) > built) {
  console.log('[localhub] Building the web app…');
  // The browser's build, then the server's (which draws pages' first screens): `npm run build`.
  for (const args of [[], ['--ssr', 'entry-server.tsx']]) {
    // Always the production build, whatever NODE_ENV the start was given: with NODE_ENV=development Vite bundles React's
    // development build (three times the feed's script), and the files stay in dist/web for the next start.
    const result = spawnSync('npx', ['vite', 'build', ...args, '--logLevel', 'warn'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}
