// Each boundary rule of eslint.config.js fires on a tiny snippet linted as if it lived at the given path
// (the file need not exist), and stays quiet on the allowed form next to it.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` placed at `file` (relative to the project root). */
async function rulesFired(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

describe('layers: web → shared ← server', () => {
  it('refuses src/web importing src/server', async () => {
    expect(await rulesFired('src/web/lib/x.ts', "import { a } from '../../server/db/database';\nexport { a };")).toContain(
      'localhub/layers',
    );
  });
  it('refuses src/shared importing src/server or src/web', async () => {
    expect(await rulesFired('src/shared/x.ts', "export { a } from '../server/app';")).toContain('localhub/layers');
    expect(await rulesFired('src/shared/schemas/x.ts', "export * from '../../web/lib/api';")).toContain('localhub/layers');
  });
  it('refuses Node built-ins in src/shared and src/web', async () => {
    expect(await rulesFired('src/shared/x.ts', "import path from 'node:path';\nexport const p = path.sep;")).toContain('localhub/layers');
    expect(await rulesFired('src/web/lib/x.ts', "import { readFileSync } from 'fs';\nexport { readFileSync };")).toContain(
      'localhub/layers',
    );
  });
  it('lets server and web import shared, and the server use Node built-ins', async () => {
    expect(await rulesFired('src/web/lib/x.ts', "export { z } from '../../shared/schemas/common';")).toEqual([]);
    expect(
      await rulesFired('src/server/x.ts', "import path from 'node:path';\nexport { path };\nexport * from '../shared/schemas/common';"),
    ).toEqual([]);
  });
});

describe('web features talk through api.ts or index.ts', () => {
  const file = 'src/web/features/saves/saved-list.tsx';
  it("refuses another feature's internal file", async () => {
    expect(await rulesFired(file, "export { ReportButton } from '../reports/report-button';")).toContain('localhub/layers');
    expect(await rulesFired(file, "export { x } from '../reports/parts/deep';")).toContain('localhub/layers');
  });
  it("allows another feature's api or index, and the feature's own files", async () => {
    expect(await rulesFired(file, "export { reportsApi } from '../reports/api';")).toEqual([]);
    expect(await rulesFired(file, "export { ReportButton } from '../reports';")).toEqual([]);
    expect(await rulesFired(file, "export { ReportButton } from '../reports/index.ts';")).toEqual([]);
    expect(await rulesFired(file, "export { SaveButton } from './save-button';")).toEqual([]);
    expect(await rulesFired(file, "export { Button } from '../../components/ui/button';")).toEqual([]);
  });
  it("refuses pages and the app reaching past a feature's front door, and allows the front door", async () => {
    for (const page of ['src/web/routes/x-page.tsx', 'src/web/app/x.tsx']) {
      expect(await rulesFired(page, "export { Feed } from '../features/feed/feed';"), page).toContain('localhub/layers');
      expect(await rulesFired(page, "export { Feed } from '../features/feed';"), page).toEqual([]);
      expect(await rulesFired(page, "export { useFeed } from '../features/feed/api';"), page).toEqual([]);
    }
  });
});

describe('web layers: app → routes → features → components and lib', () => {
  it('refuses components and lib importing a feature, even its front door', async () => {
    expect(await rulesFired('src/web/components/cards/x.tsx', "export { SaveButton } from '../../features/saves';")).toContain(
      'localhub/layers',
    );
    expect(await rulesFired('src/web/lib/x.ts', "export { useFeed } from '../features/feed/api';")).toContain('localhub/layers');
  });
  it('refuses features, components and lib importing a page or the app', async () => {
    expect(await rulesFired('src/web/features/feed/x.tsx', "export { default } from '../../routes/feed-page';")).toContain(
      'localhub/layers',
    );
    expect(await rulesFired('src/web/lib/x.ts', "export { createQueryClient } from '../app/query-client';")).toContain('localhub/layers');
  });
  it('lets the app import pages, and features import components and lib', async () => {
    expect(await rulesFired('src/web/app/x.tsx', "export { default } from '../routes/feed-page';")).toEqual([]);
    expect(await rulesFired('src/web/features/feed/x.tsx', "export { CardSkeleton } from '../../components/cards/card-row';")).toEqual([]);
  });
});

describe('web features import each other in one direction', () => {
  // The tree as it is: its feature graph (scripts/web-feature-graph.mjs, the same reading of the source as the rule's).
  const figures = JSON.parse(
    execFileSync(process.execPath, ['scripts/web-feature-graph.mjs', '--json'], { cwd: root, encoding: 'utf8' }),
  ) as {
    graph: Record<string, string[]>;
    featuresInCycles: number;
    pageImportsPastFrontDoor: string[];
    sharedImportsOfFeatures: string[];
  };
  const [user, used] = Object.entries(figures.graph).flatMap(([feature, uses]) => uses.map((other) => [feature, other]))[0];

  it('refuses an import that closes a cycle between features, naming it', async () => {
    const [result] = await eslint.lintText(`export * from '../${user}';`, { filePath: path.join(root, `src/web/features/${used}/x.ts`) });
    const cycle = result.messages.find((message) => message.ruleId === 'localhub/feature-cycles');
    expect(cycle?.message).toContain(`${used} → ${user}`);
  });
  it('allows an import along the graph', async () => {
    expect(await rulesFired(`src/web/features/${user}/x.ts`, `export * from '../${used}';`)).not.toContain('localhub/feature-cycles');
  });
  it('holds the tree at no feature cycles and no page past a front door', () => {
    expect(figures.featuresInCycles).toBe(0);
    expect(figures.pageImportsPastFrontDoor).toEqual([]);
    expect(figures.sharedImportsOfFeatures).toEqual([]);
  });
});

describe('infrastructure never imports a feature', () => {
  for (const dir of ['auth', 'realtime', 'mail', 'media', 'storage', 'http', 'jobs', 'domain-events', 'kit']) {
    it(`refuses src/server/${dir} importing src/server/features`, async () => {
      const code = "export { x } from '../features/messages/messages.service';";
      expect(await rulesFired(`src/server/${dir}/x.ts`, code)).toContain('localhub/layers');
    });
  }
  it('lets a feature import infrastructure', async () => {
    expect(await rulesFired('src/server/features/messages/x.ts', "export { y } from '../../realtime/hub';")).toEqual([]);
  });
});

describe("a server feature uses another feature's service, never its repository", () => {
  const rule = 'localhub/feature-repositories';
  it("refuses another feature's repository in a service or any other feature file", async () => {
    const code = "export { memberBlocksRepository } from '../blocks/member-blocks.repository';";
    expect(await rulesFired('src/server/features/messages/messages.service.ts', code)).toContain(rule);
    expect(
      await rulesFired(
        'src/server/features/map/map-places.ts',
        "import { searchRepository } from '../search/search.repository';\nexport { searchRepository };",
      ),
    ).toContain(rule);
    expect(
      await rulesFired('src/server/features/network/x.ts', "export const r = () => import('../blocks/member-blocks.repository.ts');"),
    ).toContain(rule);
  });
  it('knows a feature by its folder, so a new one (billing) is held to it too', async () => {
    const code = "import { adsRepository } from '../ads/ads.repository';\nexport { adsRepository };";
    expect(await rulesFired('src/server/features/billing/checkout.service.ts', code)).toContain(rule);
    expect(await rulesFired('src/server/features/billing/plan/activation.ts', "export { x } from '../../ads/ads.repository';")).toContain(
      rule,
    );
  });
  it("allows the feature's own repository, another feature's service, a type, and a repository embedding another's SQL", async () => {
    const service = 'src/server/features/messages/messages.service.ts';
    expect(await rulesFired(service, "export { messagesRepository } from './messages.repository';")).toEqual([]);
    expect(await rulesFired(service, "export { blocksService } from '../blocks/blocks.service';")).toEqual([]);
    expect(
      await rulesFired(service, "import type { Position } from '../placement/placement.repository';\nexport type P = Position;"),
    ).toEqual([]);
    const repository = 'src/server/features/messages/messages.repository.ts';
    expect(await rulesFired(repository, "export { blockExists } from '../blocks/member-blocks.repository';")).toEqual([]);
  });
  it('holds for every server feature file today', async () => {
    const only = new ESLint({ cwd: root, ruleFilter: ({ ruleId }) => ruleId === rule });
    const results = await only.lintFiles(['src/server/features']);
    const found = results.flatMap((result) =>
      result.messages.map((message) => `${path.relative(root, result.filePath)}: ${message.message}`),
    );
    expect(found).toEqual([]);
    expect(results.length).toBeGreaterThan(100);
  });
});

describe('only repositories build SQL', () => {
  const query =
    "import type { Db } from '../../db/database';\nexport const f = (db: Db) => db.selectFrom('members').selectAll().execute();";
  it('refuses kysely sql and query builders outside repositories', async () => {
    const service = 'src/server/features/members/members.service.ts';
    expect(await rulesFired(service, "import { sql } from 'kysely';\nexport const q = sql`SELECT 1`;")).toContain('no-restricted-imports');
    expect(await rulesFired(service, query)).toContain('no-restricted-syntax');
    for (const call of ["insertInto('a')", "updateTable('a')", "deleteFrom('a')", "with('a', (q) => q)"]) {
      expect(
        await rulesFired(service, `export const f = (db: { ${call.split('(')[0]}: (...a: unknown[]) => unknown }) => db.${call};`),
      ).toContain('no-restricted-syntax');
    }
  });
  it('allows them in repositories, SQL fragments, migrations, seed data, the database code step, tests and benchmarks', async () => {
    for (const file of [
      'src/server/features/members/members.repository.ts',
      'src/server/kit/x.sql.ts',
      'src/server/db/migrations/0099-x.ts',
      'src/server/db/seed/x.ts',
      'src/server/db/database-code.ts',
      'tests/api/x.test.ts',
      'bench/x.ts',
    ]) {
      expect(await rulesFired(file, query), file).toEqual([]);
    }
  });
});

describe('no inline disables', () => {
  it('reports an eslint-disable comment instead of obeying it', async () => {
    const code = "/* eslint-disable */\nimport { a } from '../../server/db/database';\nexport { a };";
    const [result] = await eslint.lintText(code, { filePath: path.join(root, 'src/web/lib/x.ts') });
    expect(result.messages.map((message) => message.ruleId)).toContain('localhub/layers');
    expect(result.warningCount + result.errorCount).toBeGreaterThan(1);
  });
});

describe('sonner only behind the lazy toast', () => {
  it('refuses importing sonner in a page, and lets the toast module and the toaster do it', async () => {
    const code = "import { toast } from 'sonner';\nexport { toast };";
    expect(await rulesFired('src/web/features/saves/x.tsx', code)).toContain('no-restricted-imports');
    expect(await rulesFired('src/web/lib/toast.ts', code)).toEqual([]);
    expect(await rulesFired('src/web/components/toaster-view.tsx', code)).toEqual([]);
  });
  it('still refuses kysely sql in web files', async () => {
    expect(await rulesFired('src/web/lib/x.ts', "import { sql } from 'kysely';\nexport { sql };")).toContain('no-restricted-imports');
  });
});
