import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The element a component draws, for effects that need it (an observer, a module that takes it over): a ref to give
 * the element, and the element as state once it is in the page. The state is set after the commit (in an effect),
 * not by a ref callback: a state set while React commits is a synchronous update, so React rendered the component
 * again and ran every effect of that commit in the same task (the lobby's carousels made the notices' arrival one long
 * task, issue 33, ADR 0036). It is the element drawn when the component mounted: for a component whose element stays
 * for as long as it does.
 */
export function useElement<T extends Element>(): [RefObject<T | null>, T | null] {
  const ref = useRef<T>(null);
  const [element, setElement] = useState<T | null>(null);
  useEffect(() => setElement(ref.current), []);
  return [ref, element];
}
