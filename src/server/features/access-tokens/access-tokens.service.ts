import { createHash, randomBytes } from 'node:crypto';
import type { AccessToken, AccessTokenCreated } from '../../../shared/schemas/payments';
import type { Viewer } from '../../auth/session';
import type { Clock } from '../../clock';
import type { Db } from '../../db/database';
import { AppError, forbidden, notFound, tooManyRequests, unauthorized } from '../../http/errors';
import { waitValues, type RateLimiter } from '../../http/rate-limiter';
import { isoString } from '../../kit/listings/listing-mapping';
import { memberPlan } from '../billing/member-plan';
import { accessTokensRepository } from './access-tokens.repository';
import { msg } from '../../../shared/i18n/msg';

export const TOKEN_PREFIX = 'lh_pat_';
/** What a token looks like: the prefix and 43 base64url characters (32 random bytes). */
export const TOKEN_PATTERN = /^lh_pat_[A-Za-z0-9_-]{43}$/;
const PRO_ONLY = msg('Personal access tokens are part of the Pro plan. Upgrade to Pro to use the API.');

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

type Row = { token_id: string; name: string; prefix: string; created_at: Date; last_used_at: Date | null };
const toApi = (row: Row): AccessToken => ({
  id: Number(row.token_id),
  name: row.name,
  prefix: row.prefix,
  createdAt: isoString(row.created_at),
  lastUsedAt: row.last_used_at ? isoString(row.last_used_at) : null,
});

/**
 * Pro's API access: personal access tokens, shown once and stored as sha256 hashes. A token acts as its member on
 * the listing, product, category and post endpoints only, at most `limitPerMinute` requests a minute, and only
 * while the member is on Pro.
 */
export function accessTokensService(deps: { db: Db; clock: Clock; limiter: RateLimiter; limitPerMinute: number }) {
  const repo = accessTokensRepository(deps.db);

  async function requirePro(viewer: Viewer): Promise<void> {
    if ((await memberPlan(deps.db, viewer.userId, deps.clock.now())) !== 'pro') throw forbidden(PRO_ONLY);
  }

  return {
    async list(viewer: Viewer): Promise<{ items: AccessToken[] }> {
      await requirePro(viewer);
      return { items: (await repo.list(viewer.userId)).map(toApi) };
    },

    async create(viewer: Viewer, name: string): Promise<AccessTokenCreated> {
      await requirePro(viewer);
      const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const row = await repo.create(viewer.userId, name, token.slice(0, TOKEN_PREFIX.length + 4), hashOf(token));
      return { ...toApi(row), token };
    },

    /** Revoking works on any plan, so a member who left Pro can still clean up. */
    async revoke(viewer: Viewer, tokenId: number): Promise<void> {
      if (!(await repo.revoke(viewer.userId, tokenId))) throw notFound(msg('Token not found'));
    },

    /** The member a bearer token acts for; 401 unknown or revoked, 403 off Pro, 429 past the per-minute limit. */
    async authenticate(token: string): Promise<Viewer> {
      if (!TOKEN_PATTERN.test(token)) throw unauthorized(msg('This access token is not valid.'));
      const row = await repo.findLive(hashOf(token));
      if (!row) throw unauthorized(msg('This access token is not valid or has been revoked.'));
      if ((await memberPlan(deps.db, row.user_id, deps.clock.now())) !== 'pro') {
        throw new AppError(
          403,
          'FORBIDDEN',
          msg('This access token stopped working because the Pro plan has ended. Renew Pro to use the API.'),
        );
      }
      const wait = await deps.limiter.hit([{ key: `pat:${row.token_id}`, limit: deps.limitPerMinute, windowMs: 60_000 }]);
      if (wait !== null)
        throw tooManyRequests(
          wait,
          msg(
            'Too many requests with this token. Try again in {unit, select, second {{count, plural, one {# second} other {# seconds}}} minute {{count, plural, one {a minute} other {# minutes}}} other {{count, plural, one {# hour} other {# hours}}}}.',
            waitValues(wait),
          ),
        );
      await repo.touch(row.token_id);
      return {
        userId: row.user_id,
        email: row.email,
        emailVerified: true,
        sessionId: `pat:${row.token_id}`,
        sessionCreatedAt: row.created_at,
      };
    },
  };
}
