/**
 * A very small DOM builder for the mock panel (plain DOM: the panel stays out
 * of the app's React tree, its router and its translations).
 */
type Child = Node | string | number | null | undefined | false;
type Props = Record<string, unknown> & { class?: string };

export function h<K extends keyof HTMLElementTagNameMap>(tag: K, props: Props | null = null, ...children: Child[]): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [key, value] of Object.entries(props ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    if (key === 'class') element.className = String(value);
    else if (key.startsWith('on') && typeof value === 'function') element.addEventListener(key.slice(2).toLowerCase(), value as EventListener);
    else if (key in element && !key.includes('-')) (element as unknown as Record<string, unknown>)[key] = value;
    else element.setAttribute(key, value === true ? '' : String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'number' ? String(child) : child);
  }
  return element;
}

/**
 * Replaces a container's content and puts the focus back on the element with
 * the same `data-focus-key`, so a live list (the call log, the overrides) can
 * re-render while someone works in it with the keyboard.
 */
export function replaceKeepingFocus(container: HTMLElement, ...children: Child[]): void {
  const active = document.activeElement;
  const key = active instanceof HTMLElement && container.contains(active) ? active.dataset.focusKey : undefined;
  container.replaceChildren(
    ...children
      .filter((child): child is Node | string => child !== null && child !== undefined && child !== false)
      .map((child) => (typeof child === 'number' ? String(child) : child)),
  );
  if (key) container.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(key)}"]`)?.focus();
}
