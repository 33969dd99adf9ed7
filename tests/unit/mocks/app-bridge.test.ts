import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchAfterChange } from '@mocks/app-bridge';

/**
 * A mock-only call changes the demo's world (the clock, an override): the page must end up with answers made after
 * the change, the calls that were in flight at that moment included.
 */
function world() {
  let now = 'before';
  const gates: Array<() => void> = [];
  let calls = 0;
  /** Answers with the world as it is when the call is made, once the test lets it land. */
  const queryFn = () => {
    calls += 1;
    const answer = now;
    return new Promise<string>((resolve) => gates.push(() => resolve(answer)));
  };
  return {
    queryFn,
    change: () => (now = 'after'),
    /** Lets every call in flight land, as long as new ones keep starting. */
    async landAll() {
      for (let round = 0; round < 10 && gates.length > 0; round += 1) {
        gates.splice(0).forEach((land) => land());
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
    },
    calls: () => calls,
  };
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

describe('refetchAfterChange', () => {
  it.each([
    { case: 'a first fetch in flight (no data yet) that a screen watches', seeded: false },
    { case: 'a refetch in flight that a screen watches', seeded: true },
  ])('$case ends with the answer made after the change', async ({ seeded }) => {
    const demo = world();
    const queryClient = client();
    if (seeded) queryClient.setQueryData(['clock'], 'seed');
    const observer = new QueryObserver(queryClient, { queryKey: ['clock'], queryFn: demo.queryFn, staleTime: seeded ? 0 : 60_000 });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(queryClient.isFetching()).toBe(1);

    demo.change();
    refetchAfterChange(queryClient);
    await demo.landAll();

    expect(queryClient.getQueryData(['clock'])).toBe('after');
    expect(demo.calls()).toBeLessThanOrEqual(3);
    unsubscribe();
  });

  it('a prefetch in flight that no screen watches is stale once it lands, so the next screen asks again', async () => {
    const demo = world();
    const queryClient = client();
    void queryClient.prefetchQuery({ queryKey: ['clock'], queryFn: demo.queryFn });
    demo.change();
    refetchAfterChange(queryClient);
    await demo.landAll();

    expect(queryClient.getQueryState(['clock'])?.isInvalidated).toBe(true);
    const observer = new QueryObserver(queryClient, { queryKey: ['clock'], queryFn: demo.queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await demo.landAll();
    expect(queryClient.getQueryData(['clock'])).toBe('after');
    unsubscribe();
  });

  it('nothing in flight: one invalidation, and every watched query asks once more', async () => {
    const demo = world();
    const queryClient = client();
    const observer = new QueryObserver(queryClient, { queryKey: ['clock'], queryFn: demo.queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    await demo.landAll();
    expect(queryClient.getQueryData(['clock'])).toBe('before');

    demo.change();
    refetchAfterChange(queryClient);
    await demo.landAll();
    expect(queryClient.getQueryData(['clock'])).toBe('after');
    expect(demo.calls()).toBe(2);
    unsubscribe();
  });
});
