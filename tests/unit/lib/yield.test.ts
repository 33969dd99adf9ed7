import { describe, expect, it } from 'vitest';
import { inTaskOfItsOwn, taskTurns, yieldToMain } from '@/lib/yield';

describe('taskTurns', () => {
  it('lets the first call of a task go at once and gives each further one a later task, in order', async () => {
    const turn = taskTurns();
    const order: string[] = [];
    const calls = ['a', 'b', 'c'].map((name) => {
      const wait = turn();
      if (!wait) order.push(name);
      return wait?.then(() => order.push(name));
    });
    expect(calls[0]).toBeUndefined();
    expect(order).toEqual(['a']);
    await Promise.resolve();
    // The others wait for tasks, not for microtasks.
    expect(order).toEqual(['a']);
    await Promise.all(calls);
    expect(order).toEqual(['a', 'b', 'c']);
    // Once the queue is empty and a task has passed, a call goes at once again.
    await yieldToMain();
    await yieldToMain();
    expect(turn()).toBeUndefined();
  });
});

describe('inTaskOfItsOwn', () => {
  it('runs the work after the current task, not in it', async () => {
    let ran = false;
    inTaskOfItsOwn(() => {
      ran = true;
    });
    await Promise.resolve();
    expect(ran).toBe(false);
    await yieldToMain();
    await yieldToMain();
    expect(ran).toBe(true);
  });
});
