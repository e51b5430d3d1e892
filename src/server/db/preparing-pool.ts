import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** A statement text run this many times is prepared from then on. */
const REUSE_THRESHOLD = 3;
/** At most this many distinct prepared statements (each connection prepares those it runs). */
const MAX_PREPARED = 400;
/** Texts counted towards the threshold; beyond this, new texts are simply not counted. */
const MAX_COUNTED = 5000;

const PREPARABLE = /^\s*(select|with|insert|update|delete)\b/i;
const TRANSACTION_START = /^\s*(begin|start transaction)\b/i;
const TRANSACTION_END = /^\s*(commit|rollback|end|abort)\b/i;
/** A statement that changes settings: `SET [LOCAL] …`, or `set_config(…)` in a query. */
const CHANGES_SETTINGS = /^\s*set\b|\bset_config\s*\(/i;

/**
 * A pool for Kysely whose connections run repeated statements as named prepared statements: PostgreSQL then parses
 * once per connection and, once its plan cache finds a generic plan as cheap as the custom ones, stops planning. The
 * card queries of a feed page were a third of its time, mostly planning. Inside a transaction, statements are prepared
 * too (a payment's activation is eight of them), but not after one that changes settings: a transaction may set
 * planner options for itself only, and a plan made under them must not be cached for the connection's other work.
 * A prepared statement outlives the transaction it was prepared in, even one rolled back, as PostgreSQL keeps it for
 * the session.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const counts = new Map<string, number>();
  const names = new Map<string, string>();
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();

  function nameFor(text: string): string | undefined {
    const known = names.get(text);
    if (known) return known;
    if (names.size >= MAX_PREPARED || !PREPARABLE.test(text)) return undefined;
    const count = (counts.get(text) ?? 0) + 1;
    if (count < REUSE_THRESHOLD) {
      if (counts.has(text) || counts.size < MAX_COUNTED) counts.set(text, count);
      return undefined;
    }
    counts.delete(text);
    const name = `lh_${createHash('sha1').update(text).digest('base64url').slice(0, 27)}`;
    names.set(text, name);
    return name;
  }

  function wrap(client: pg.PoolClient): PostgresPoolClient {
    /** The connection's transaction has changed a setting: nothing more is prepared until it ends. */
    let settingsChanged = false;
    const query = (textOrCursor: string | PostgresCursor<unknown>, parameters?: ReadonlyArray<unknown>) => {
      if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never);
      if (TRANSACTION_START.test(textOrCursor) || TRANSACTION_END.test(textOrCursor)) settingsChanged = false;
      else if (CHANGES_SETTINGS.test(textOrCursor)) settingsChanged = true;
      const name = settingsChanged ? undefined : nameFor(textOrCursor);
      return client.query({ text: textOrCursor, values: parameters as unknown[], ...(name ? { name } : {}) });
    };
    return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release() };
  }

  return {
    async connect() {
      const client = await pool.connect();
      let connection = wrapped.get(client);
      if (!connection) {
        connection = wrap(client);
        wrapped.set(client, connection);
      }
      return connection;
    },
    end: () => pool.end(),
  };
}
