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
