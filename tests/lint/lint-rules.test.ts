// Each boundary rule of eslint.config.js fires on a tiny snippet linted as if it lived at the given path
// (the file need not exist), and stays quiet on the allowed form next to it.
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
    expect(await rulesFired(file, "export { ListingCard } from '../discover/listing-card';")).toContain('localhub/layers');
    expect(await rulesFired(file, "export { x } from '../discover/parts/deep';")).toContain('localhub/layers');
  });
  it("allows another feature's api or index, and the feature's own files", async () => {
    expect(await rulesFired(file, "export { useFeed } from '../discover/api';")).toEqual([]);
    expect(await rulesFired(file, "export { Discover } from '../discover';")).toEqual([]);
    expect(await rulesFired(file, "export { Discover } from '../discover/index.ts';")).toEqual([]);
    expect(await rulesFired(file, "export { SaveButton } from './save-button';")).toEqual([]);
    expect(await rulesFired(file, "export { Button } from '../../components/ui/button';")).toEqual([]);
  });
});

describe('infrastructure never imports a feature', () => {
  for (const dir of ['auth', 'realtime', 'mail', 'media', 'storage', 'http', 'jobs', 'payments']) {
    it(`refuses src/server/${dir} importing src/server/features`, async () => {
      const code = "export { x } from '../features/messages/messages.service';";
      expect(await rulesFired(`src/server/${dir}/x.ts`, code)).toContain('localhub/layers');
    });
  }
  it('lets a feature import infrastructure', async () => {
    expect(await rulesFired('src/server/features/messages/x.ts', "export { y } from '../../realtime/hub';")).toEqual([]);
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
  it('allows them in repositories, migrations, seed data, the database code step, tests and benchmarks', async () => {
    for (const file of [
      'src/server/features/members/members.repository.ts',
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
