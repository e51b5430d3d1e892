// `npm test`: runs the lint, format and type checks (each counts as one test), builds the web app, then runs the
// API/integration suite (Vitest) and the browser journeys (Playwright) against one PostgreSQL server — DATABASE_URL
// when set, else a throw-away embedded one — and prints one summary line that says how each check went.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensurePostgresServer } from '../tests/support/postgres-server';

interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): number {
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  return result.status ?? 1;
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
  const failedChecks = checks.filter((check) => run('npm', ['run', '--silent', check.script], process.env) !== 0);
  const reports = mkdtempSync(path.join(tmpdir(), 'localhub-reports-'));
  if (run('node', ['scripts/ensure-web-build.mjs'], process.env) !== 0) process.exit(1);
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
      const code = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`], env);
      const counts = vitestCounts(file);
      if (code !== 0 && counts.failed === 0) counts.failed = 1;
      add(counts);
    }
    if (only !== 'api') {
      const file = path.join(reports, 'playwright.json');
      const code = run('npx', ['playwright', 'test', '--reporter=list,json'], { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: file });
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
  process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
}

void main();
