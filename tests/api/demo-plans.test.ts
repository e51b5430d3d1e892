import { beforeAll, describe, expect, it } from 'vitest';
import { BAND_IDS, LAGOS } from '../../src/shared/bands';
import { DEMO_PASSWORD } from '../../src/server/db/seed/demo-data';
import { seedDemoDataOnce } from '../../src/server/db/seed/seed-demo';
import { useTestServer } from '../support/test-server';

const server = useTestServer();

beforeAll(async () => {
  expect(await seedDemoDataOnce(server.db, server.context.storage)).toBe(true);
});

describe('demo data shows the plans at work', () => {
  it('has listings in every distance band from Lagos, and a Pro badge in the local one', async () => {
    const client = server.client();
    for (const band of BAND_IDS) {
      const items = await Promise.all(
        (['business', 'profession'] as const).map(
          async (kind) =>
            (
              await client.json(
                'GET',
                `/api/v1/discover/nearby?lat=${LAGOS.latitude}&lng=${LAGOS.longitude}&band=${band}&kind=${kind}&limit=20`,
              )
            ).body.items,
        ),
      );
      expect(items.flat().length, band).toBeGreaterThan(0);
      if (band === 'local') expect(items.flat().some((item: { verified: boolean }) => item.verified)).toBe(true);
    }
  });

  it('gives paid demo members their payments in the billing history', async () => {
    const client = server.client();
    const signIn = await client.post('/api/auth/sign-in/email', { email: 'funmi_adeyemi@demo.localhub.ng', password: DEMO_PASSWORD });
    expect(signIn.status).toBe(200);
    const subscription = (await client.json('GET', '/api/v1/subscription')).body;
    expect(subscription).toMatchObject({ plan: 'pro', autoRenew: true });
    const history = (await client.json('GET', '/api/v1/payments')).body.items;
    // Two months of Pro and the run of her advertisement (seed-demo-ads.ts).
    type Payment = { purpose: string; status: string; amount: number; reference: string };
    const plans = history.filter((p: Payment) => p.purpose === 'plan');
    expect(plans).toHaveLength(2);
    expect(plans.every((p: Payment) => p.status === 'success' && p.amount === 500_000)).toBe(true);
    expect(history.filter((p: Payment) => p.purpose === 'advertisement')).toHaveLength(1);
    for (const payment of history) {
      const receipt = await client.json('GET', `/api/v1/payments/${payment.reference}/receipt`);
      expect(receipt.status).toBe(200);
    }
  });
});
