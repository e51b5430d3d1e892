import type { FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '../../shared/i18n/msg';
import { requestLanguage } from '../i18n/request-language';
import { translate } from '../i18n/translate';
import type { OriginPolicy } from './trusted-origins';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses state-changing /api/v1 requests sent from a foreign page (403), the cookie notwithstanding. Browsers
 * send Origin with every cross-site POST/PUT/PATCH/DELETE; a request without one comes from a non-browser client
 * (curl, scripts — which hold no member's cookie unless given one) or a same-site navigation, and is let through,
 * unless Sec-Fetch-Site says a foreign site sent it (docs/decisions/0002-accounts.md).
 */
export function foreignOriginGuard(policy: OriginPolicy) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/v1/')) return;
    const origin = request.headers.origin;
    const foreign =
      origin === undefined ? request.headers['sec-fetch-site'] === 'cross-site' : !policy.isTrusted(origin, request.headers.host);
    if (foreign) {
      const message = translate(requestLanguage(request), msg('Requests from other sites are not allowed.'));
      return reply.status(403).send({ error: { code: 'FORBIDDEN', message } });
    }
  };
}
