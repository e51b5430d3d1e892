// `npm test`: runs the lint, format and type checks (each counts as one test), builds the web app, then runs the
// API/integration suite (Vitest) and the browser journeys (Playwright) against one PostgreSQL server — DATABASE_URL
// when set, else a throw-away embedded one — and prints one summary line that says how each check went.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensurePostgresServer } from '../tests/support/postgres-server';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

/** Runs a command to its end without blocking this process: its event loop keeps serving the embedded database. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env });
    child.once('error', () => resolve(1));
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

function vitestCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  // A file that failed without a failing test (it did not load, or a hook threw) counts as one failure.
  const brokenFiles = (report.testResults as Array<{ status: string; assertionResults: Array<{ status: string }> }>).filter(
    (result) => result.status === 'failed' && !result.assertionResults.some((assertion) => assertion.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenFiles,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { passed: 0, failed: 1, skipped: 0 };
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

/** The static checks: a violation fails `npm test` like a failing test, and the summary names it. */
const checks = [
  { name: 'lint', script: 'lint' },
  { name: 'format', script: 'format:check' },
  { name: 'typecheck', script: 'typecheck' },
];

async function main() {
  // Ctrl-C reaches the running command too; this process then only stops its database and reports.
  let interrupted = false;
  process.on('SIGINT', () => (interrupted = true));
  const failedChecks: typeof checks = [];
  for (const check of checks) if ((await run('npm', ['run', '--silent', check.script], process.env)) !== 0) failedChecks.push(check);
  const reports = mkdtempSync(path.join(tmpdir(), 'localhub-reports-'));
  if ((await run('node', ['scripts/ensure-web-build.mjs'], process.env)) !== 0) process.exit(1);
  const server = await ensurePostgresServer();
  const env = { ...process.env, DATABASE_URL: server.adminUrl };
  const only = process.argv[2];
  const totals: Counts = { passed: checks.length - failedChecks.length, failed: failedChecks.length, skipped: 0 };
  const add = (counts: Counts) => {
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.skipped += counts.skipped;
  };
  try {
    if (only !== 'e2e') {
      const file = path.join(reports, 'vitest.json');
      const code = await run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
      const counts = vitestCounts(file);
      if (code !== 0 && counts.failed === 0) counts.failed = 1;
      add(counts);
    }
    if (only !== 'api' && !interrupted) {
      const file = path.join(reports, 'playwright.json');
      const code = await run('npx', ['playwright', 'test', '--reporter=list,json'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file });
      const counts = playwrightCounts(file);
      if (code !== 0 && counts.failed === 0) counts.failed = 1;
      add(counts);
    }
  } finally {
    await server.stop();
    rmSync(reports, { recursive: true, force: true });
  }
  const checkSummary = ` (${checks.map((check) => `${check.name} ${failedChecks.includes(check) ? 'failed' : 'passed'}`).join(', ')})`;
  console.log(
    `\nnpm test: ${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}${checkSummary}`,
  );
  process.exit(interrupted ? 130 : totals.failed > 0 || totals.passed === 0 ? 1 : 0);
}

void main();
