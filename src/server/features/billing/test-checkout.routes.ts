import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRODUCT_NAME } from '../../../shared/brand';
import type { Auth } from '../../auth/auth';
import { getViewer } from '../../auth/session';
import type { Db } from '../../db/database';
import type { PaymentOutcomes } from './payment-outcomes.service';
import { testCheckoutsRepository } from './test-checkouts.repository';
import type { TestProvider } from './test-provider';
import { formatNaira } from '../../../shared/money';
import { paymentReferenceParam } from '../../../shared/schemas/payments';

export interface TestCheckoutOptions {
  db: Db;
  auth: Auth;
  provider: TestProvider;
  publicUrl: string;
  /** Where Pay and Fail report the outcome: the port Paystack's webhook events reach activation through. */
  outcomes: PaymentOutcomes;
  log: { warn(obj: object, msg: string): void };
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${escapeHtml(PRODUCT_NAME)}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#111;background:#fff}
@media (prefers-color-scheme: dark){body{color:#eee;background:#111}}
.notice{border:2px solid #b45309;background:#fef3c7;color:#78350f;padding:.75rem 1rem;border-radius:.5rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{font-weight:600}
form{display:inline}button{font-size:1rem;padding:.6rem 1.2rem;margin:.5rem .5rem 0 0;border-radius:.4rem;border:1px solid #555;cursor:pointer}
.pay{background:#15803d;color:#fff;border-color:#15803d}
</style></head><body>${body}</body></html>`;
}

/**
 * The built-in test checkout (no PAYSTACK_SECRET_KEY, never in production): a page that says plainly that no money
 * moves and offers Pay, Fail and Cancel. Pay and Fail record the outcome, report it to the outcomes port (the one
 * Paystack's webhook events reach, without a trip through HTTP), and return to PUBLIC_URL/payment-success; Cancel returns
 * to /payment-canceled. The page and its actions are the payer's alone (the signed-in member who started the payment):
 * anyone else gets the 404 of an unknown reference, so a reference is neither confirmed nor payable by others.
 */
export async function testCheckoutRoutes(app: FastifyInstance, options: TestCheckoutOptions): Promise<void> {
  const repo = testCheckoutsRepository(options.db);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  /** The checkout behind the reference when the request's member started its payment; undefined otherwise. */
  async function payersCheckout(request: FastifyRequest, reference: string) {
    if (!paymentReferenceParam.safeParse(reference).success) return undefined;
    const viewer = await getViewer(options.auth, request);
    return viewer ? repo.findForPayer(reference, viewer.userId) : undefined;
  }

  app.get<{ Params: { reference: string } }>('/test-checkout/:reference', async (request, reply) => {
    const { reference } = request.params;
    const row = await payersCheckout(request, reference);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!row) {
      return reply.status(404).send(page('Unknown payment', '<h1>Unknown payment</h1><p>This test checkout does not exist.</p>'));
    }
    const ref = escapeHtml(reference);
    const done = row.status !== 'pending';
    return reply.send(
      page(
        'Test checkout',
        `<h1>Test checkout</h1>
<p class="notice" role="note"><strong>Test mode: no money moves.</strong> This server has no Paystack key, so this page stands in for Paystack's checkout. Choose what the payment should do.</p>
<dl><dt>Amount</dt><dd>${escapeHtml(formatNaira(Number(row.amount_kobo)))}</dd><dt>Email</dt><dd>${escapeHtml(row.email)}</dd>
<dt>Method</dt><dd>${escapeHtml(row.channels.join(', ').replace('_', ' ') || 'card')}</dd><dt>Reference</dt><dd>${ref}</dd>
${done ? `<dt>Status</dt><dd>${escapeHtml(row.status)}</dd>` : ''}</dl>
${
  done
    ? `<p><a href="${escapeHtml(options.publicUrl)}/payment-success?reference=${ref}">Continue</a></p>`
    : `<form method="post" action="/test-checkout/${ref}"><input type="hidden" name="action" value="pay"><button class="pay" type="submit">Pay ${escapeHtml(formatNaira(Number(row.amount_kobo)))}</button></form>
<form method="post" action="/test-checkout/${ref}"><input type="hidden" name="action" value="fail"><button type="submit">Fail</button></form>
<form method="post" action="/test-checkout/${ref}"><input type="hidden" name="action" value="cancel"><button type="submit">Cancel</button></form>`
}`,
      ),
    );
  });

  app.post<{ Params: { reference: string }; Body: Record<string, string> | undefined }>(
    '/test-checkout/:reference',
    async (request, reply) => {
      const { reference } = request.params;
      const action = request.body?.action;
      if (!(await payersCheckout(request, reference))) {
        return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Unknown payment reference' } });
      }
      if (action === 'cancel') {
        return reply.redirect(`${options.publicUrl}/payment-canceled?reference=${encodeURIComponent(reference)}`, 303);
      }
      if (action !== 'pay' && action !== 'fail') {
        return reply.status(400).send({ error: { code: 'BAD_REQUEST', message: 'Choose Pay, Fail or Cancel' } });
      }
      const row = await repo.settle(
        reference,
        action === 'pay' ? 'success' : 'failed',
        action === 'pay' ? `AUTH_test_${randomBytes(8).toString('hex')}` : null,
      );
      if (row) {
        // The return page verifies through the same port, so an outcome not acted on here is acted on there.
        await options.outcomes
          .report({ kind: 'charge', reference, transaction: options.provider.transaction(row) }, 'test-checkout')
          .catch((error: unknown) => options.log.warn({ reference, err: error }, 'test checkout outcome was not acted on'));
      }
      return reply.redirect(`${options.publicUrl}/payment-success?reference=${encodeURIComponent(reference)}`, 303);
    },
  );
}
