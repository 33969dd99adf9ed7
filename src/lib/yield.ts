type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one (issue 33): start-up work cut at these points runs as several
 * short tasks instead of one long one, so a tap or a frame can go in between. `scheduler.yield()` where the
 * browser has it (its continuation runs before other queued tasks), else a message to the page itself, which is
 * not clamped like a nested timer.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Turns of one task each (issue 33): the first call of a task goes at once (undefined); each further call made in
 * that task, or while calls still wait, gets a promise that resolves in a task after the one before it. A page whose
 * queries all mount in one commit then starts its dozen fetches (1-3 ms each) in a dozen short tasks, not one long one.
 */
export function taskTurns(): () => Promise<void> | undefined {
  let tail: Promise<void> | undefined;
  return () => {
    const turn = tail?.then(yieldToMain);
    const mine = (tail = turn ?? Promise.resolve());
    // Free again once the task after this turn has begun, unless a call has queued behind it meanwhile.
    void mine.then(yieldToMain).then(() => {
      if (tail === mine) tail = undefined;
    });
    return turn;
  };
}

/**
 * Runs `work` soon, in a task of its own (issue 33): a piece of work a later task will need (a format's locale data)
 * done ahead, while the page waits for an answer, so it is not part of the task that draws that answer.
 */
export function inTaskOfItsOwn(work: () => void): void {
  void yieldToMain().then(work);
}
