// What the component tests share to drive `whenNear` (src/lib/when-near.ts): stubbed in for IntersectionObserver.

/** An IntersectionObserver the test drives: nothing is near the viewport until the test says so. */
export class FakeObserver {
  static all: FakeObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.all.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords() {
    return [];
  }
  /** Tells every observer of `target` that it has come near. */
  static near(target: Element) {
    for (const observer of FakeObserver.all.filter((each) => each.targets.has(target))) {
      observer.callback([{ target, isIntersecting: true } as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    }
  }
}
