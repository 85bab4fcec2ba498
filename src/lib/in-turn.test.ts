import { describe, expect, it } from 'vitest';
import { eachInTurn } from './in-turn';

describe('a batch of calls, one after another', () => {
  it('runs each item in order, never two at once, and keeps the refused ones with their sentence', async () => {
    const started: string[] = [];
    let running = 0;
    const batch = await eachInTurn(
      ['a', 'b', 'c'],
      async (item) => {
        running += 1;
        expect(running).toBe(1);
        started.push(item);
        await new Promise((resolve) => setTimeout(resolve, 1));
        running -= 1;
        if (item === 'b') throw new Error('sold out');
      },
      async (error, item) => `${item}: ${(error as Error).message}`,
    );
    expect(started).toEqual(['a', 'b', 'c']);
    expect(batch).toEqual({ done: ['a', 'c'], refused: [{ item: 'b', reason: 'b: sold out' }] });
  });

  it('stops at a failure it does not know, and throws it: the items before stay done, none after is tried', async () => {
    const tried: number[] = [];
    const failure = new Error('the server is down');
    await expect(
      eachInTurn(
        [1, 2, 3],
        async (item) => {
          tried.push(item);
          if (item === 2) throw failure;
        },
        () => null,
      ),
    ).rejects.toBe(failure);
    expect(tried).toEqual([1, 2]);
  });
});
