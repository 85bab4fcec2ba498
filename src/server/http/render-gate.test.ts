import { describe, expect, it } from 'vitest';
import { createRenderGate } from './render-gate.ts';

/** A task that starts when the gate lets it, and ends when the test says so. */
function controllable() {
  let finish!: (value: string) => void;
  let fail!: (error: Error) => void;
  let started = false;
  const task = () => {
    started = true;
    return new Promise<string>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return {
    task,
    finish: (v: string) => finish(v),
    fail: (e: Error) => fail(e),
    started: () => started,
  };
}

const turn = () => new Promise((r) => setTimeout(r, 0));

describe('the render gate', () => {
  it('runs at most its number of tasks at once, and the next in order of arrival as each settles', async () => {
    const gate = createRenderGate({ concurrency: 2, slotMs: 60_000 });
    const tasks = [controllable(), controllable(), controllable(), controllable()];
    const results = tasks.map((t) => gate(t.task));
    await turn();
    expect(tasks.map((t) => t.started())).toEqual([true, true, false, false]);

    tasks[1]!.finish('b');
    await expect(results[1]).resolves.toBe('b');
    await turn();
    expect(tasks.map((t) => t.started())).toEqual([true, true, true, false]);

    tasks[0]!.fail(new Error('broken page'));
    await expect(results[0]).rejects.toThrow('broken page');
    await turn();
    expect(tasks[3]!.started()).toBe(true);

    tasks[2]!.finish('c');
    tasks[3]!.finish('d');
    await expect(Promise.all([results[2], results[3]])).resolves.toEqual(['c', 'd']);
  });

  it('frees the slot of a task that runs past its time, which still ends with its own answer', async () => {
    const gate = createRenderGate({ concurrency: 1, slotMs: 30 });
    const slow = controllable();
    const next = controllable();
    const slowResult = gate(slow.task);
    const nextResult = gate(next.task);
    await turn();
    expect(next.started()).toBe(false);

    await new Promise((r) => setTimeout(r, 60));
    expect(next.started()).toBe(true);
    next.finish('next');
    await expect(nextResult).resolves.toBe('next');
    slow.finish('slow, but whole');
    await expect(slowResult).resolves.toBe('slow, but whole');
  });

  it('passes on a task that throws before it returns a promise', async () => {
    const gate = createRenderGate({ concurrency: 1, slotMs: 60_000 });
    await expect(
      gate(() => {
        throw new Error('threw at once');
      }),
    ).rejects.toThrow('threw at once');
    await expect(gate(async () => 'after')).resolves.toBe('after');
  });
});
