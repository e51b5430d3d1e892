import { describe, expect, it } from 'vitest';
import type { WorkerAnswer } from '../../lib/data-used-messages';
import { dataUsed } from './data-used';

const timing = (transferSize: number, encodedBodySize: number, workerStart = 0) => ({ transferSize, encodedBodySize, workerStart });
const answer = (bytes: number, from: WorkerAnswer['from'] = 'network'): WorkerAnswer => ({ id: String(Math.random()), at: 0, bytes, from });

describe('dataUsed', () => {
  it('counts the browser’s bytes for what did not pass through the worker, and the worker’s for what did', () => {
    // A POST the worker left alone (counted by the browser), and two answers through the worker (0 in the page).
    const used = dataUsed([timing(1_300, 1_000), timing(0, 20_000, 12), timing(0, 500, 14)], [answer(20_500), answer(0, 'storage')]);
    expect(used).toEqual({ bytes: 21_800, fromStorage: true });
  });

  it('says a page came from storage when the browser’s cache answered and nothing crossed the network', () => {
    expect(dataUsed([timing(0, 30_000)], [])).toEqual({ bytes: 0, fromStorage: true });
  });

  it('claims nothing for a file whose size it was not told (cross-origin, no Timing-Allow-Origin)', () => {
    expect(dataUsed([timing(0, 0)], [])).toEqual({ bytes: 0, fromStorage: false });
  });
});
