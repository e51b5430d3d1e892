import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit';

describe('group commit', () => {
  it('writes the items that arrive during a write as the next batch, and answers each once its batch is stored', async () => {
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    const record = groupCommit(async (items: number[]) => {
      batches.push(items);
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      return items.map((n) => n * 10);
    });
    const answered: number[] = [];
    const all = [1, 2, 3, 4].map((n) => record(n).then((result) => answered.push(result)));
    await new Promise((resolve) => setImmediate(resolve));
    expect(answered).toEqual([]);
    release();
    await Promise.all(all);
    expect(batches).toEqual([[1], [2, 3, 4]]);
    expect(answered).toEqual([10, 20, 30, 40]);
  });

  it('fails every item of a batch that could not be written, and writes later ones', async () => {
    let calls = 0;
    const record = groupCommit(async (items: string[]) => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return items;
    });
    await expect(record('a')).rejects.toThrow('database down');
    await expect(record('b')).resolves.toBe('b');
  });

  it('writes at most 500 items per batch', async () => {
    const sizes: number[] = [];
    const record = groupCommit(async (items: number[]) => {
      sizes.push(items.length);
      await new Promise((resolve) => setImmediate(resolve));
      return items;
    });
    await Promise.all(Array.from({ length: 1201 }, (_, n) => record(n)));
    expect(sizes).toEqual([1, 500, 500, 200]);
  });
});
