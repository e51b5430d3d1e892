// `npm run admin -- grant someone@example.com moderator|admin` and `npm run admin -- revoke someone@example.com`:
// staff roles on the configured database (DATABASE_URL, else the embedded one). Each change goes to the audit log.
import path from 'node:path';
import { connectDatabase, migrateToLatest } from '../../db/database';
import { startEmbeddedDatabase } from '../../db/embedded';
import { loadEnv } from '../../env';
import { moderationRepository } from './moderation.repository';

const USAGE = 'Usage: npm run admin -- grant <email> moderator|admin\n       npm run admin -- revoke <email>';

async function main(args: string[]) {
  const [command, email, role] = args;
  const valid = (command === 'grant' && email && (role === 'moderator' || role === 'admin')) || (command === 'revoke' && email && !role);
  if (!valid) throw new Error(USAGE);
  const env = loadEnv();
  const embedded = env.DATABASE_URL
    ? undefined
    : await startEmbeddedDatabase({
        dataDir: path.join(env.DATA_DIR, 'pg'),
        port: env.EMBEDDED_PG_PORT,
        database: 'localhub',
        log: () => {},
        shareRunning: true,
      });
  const database = connectDatabase(env.DATABASE_URL ?? embedded!.url);
  try {
    await migrateToLatest(database.db);
    const repo = moderationRepository(database.db);
    const newRole = command === 'grant' ? (role as 'moderator' | 'admin') : null;
    const userId = await repo.setRole(email, newRole);
    if (!userId) throw new Error(`No account has the email ${email}.`);
    await repo.audit({
      staffId: 'admin-cli',
      action: newRole ? `grant ${newRole}` : 'revoke staff',
      kind: 'member',
      id: userId,
      reason: null,
    });
    console.log(
      newRole
        ? `${email} is now ${newRole}. They must turn on two-factor sign-in (Account → Security) and sign in with it to open /admin.`
        : `${email} is no longer staff.`,
    );
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
