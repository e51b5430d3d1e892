import { describe, expect, it } from 'vitest';
import type { WebhookEventRecord } from './payments.repository';
import { webhookInbox } from './webhook-inbox';

const event = (n: number): WebhookEventRecord => ({ event: 'charge.success', reference: `LH-${n}`, data: { n } });

describe('webhook inbox', () => {
  it('writes the events that arrive during a write as the next batch, and answers each once its batch is stored', async () => {
    const batches: string[][] = [];
    let release: () => void = () => undefined;
    const inbox = webhookInbox(async (events) => {
      batches.push(events.map((e) => e.reference));
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const answered: string[] = [];
    const first = inbox.record(event(1)).then(() => answered.push('LH-1'));
    const rest = [2, 3, 4].map((n) => inbox.record(event(n)).then(() => answered.push(`LH-${n}`)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toEqual([]);
    release();
    await Promise.all([first, ...rest]);
    expect(batches).toEqual([['LH-1'], ['LH-2', 'LH-3', 'LH-4']]);
    expect(answered).toEqual(['LH-1', 'LH-2', 'LH-3', 'LH-4']);
  });

  it('fails every delivery of a batch that could not be stored, and writes later ones', async () => {
    let calls = 0;
    const inbox = webhookInbox(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
    });
    await expect(inbox.record(event(1))).rejects.toThrow('database down');
    await expect(inbox.record(event(2))).resolves.toBeUndefined();
  });

  it('writes at most 500 events per batch', async () => {
    const sizes: number[] = [];
    const inbox = webhookInbox(async (events) => {
      sizes.push(events.length);
      await new Promise((resolve) => setImmediate(resolve));
    });
    await Promise.all(Array.from({ length: 1201 }, (_, n) => inbox.record(event(n))));
    expect(sizes).toEqual([1, 500, 500, 200]);
  });
});
