import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLoadedWhenIdle, type OnDemandExtras } from './on-demand';

/** How a menu was first asked to open, before its code was in use: it opens that way once it is. */
export type MenuOpening = 'pointer' | 'keyboard';

type MenuTriggerStandInProps = {
  className?: string;
  /** The accessible name, the same as the real trigger's. */
  label: string;
  /** A press waiting for the menu (null: none). */
  opening: MenuOpening | null;
  onOpeningChange: (opening: MenuOpening | null) => void;
  /** Starts loading the menu's code: called on intent (pointing at the trigger, focusing or touching it) and on a press. */
  onIntent: () => void;
  children: ReactNode;
};

/**
 * The trigger of a menu (a Radix dropdown menu, loaded with `onDemand`) before the menu is first
 * used (issue 12: the header's menus are closed on arrival, so Radix and floating-ui stay out of the
 * first download). The same button as Radix's trigger (look, name, aria-haspopup, aria-expanded)
 * without Radix: pointing at it, focusing or touching it loads the menu's code (`useLoadedWhenIdle`
 * loads it anyway once the page is idle); a press asks the menu to open, as Radix's trigger does (the
 * main pointer button on press, Enter, Space, ArrowDown), and the caller then renders the real menu,
 * open, in its place, at once when the code is here, else as soon as it arrives. A press that waits
 * is given up by a second press, Escape, a press elsewhere or focus leaving.
 */
export function MenuTriggerStandIn({ className, label, opening, onOpeningChange, onIntent, children }: MenuTriggerStandInProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!opening) return;
    const pressElsewhere = (event: PointerEvent) => {
      if (!(event.target instanceof Node && button.current?.contains(event.target))) onOpeningChange(null);
    };
    document.addEventListener('pointerdown', pressElsewhere, true);
    return () => document.removeEventListener('pointerdown', pressElsewhere, true);
  }, [opening, onOpeningChange]);
  return (
    <button
      ref={button}
      type="button"
      className={className}
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      data-state="closed"
      onPointerEnter={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      onBlur={() => onOpeningChange(null)}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        onIntent();
        // As Radix: a press that opens keeps the focus off the button, for the menu to take it.
        if (!opening) event.preventDefault();
        onOpeningChange(opening ? null : 'pointer');
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') return onOpeningChange(null);
        if (event.key !== 'Enter' && event.key !== ' ' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        onIntent();
        onOpeningChange(opening && event.key !== 'ArrowDown' ? null : 'keyboard');
      }}
    >
      {children}
    </button>
  );
}

/**
 * The state of a menu whose code loads on demand (`onDemand`): `standIn` for the `MenuTriggerStandIn`
 * rendered until `asked` is set, then the real menu, opened as `asked` (`useOpenAsAsked`). `asked` is
 * the first press once the code is here; the real menu then stays, and opens and closes by itself.
 *
 *   const menu = useMenuOnDemand(AccountMenuDropdown);
 *   return menu.asked ? <AccountMenuDropdown opening={menu.asked} … /> : <MenuTriggerStandIn label={…} {...menu.standIn}>…</MenuTriggerStandIn>;
 */
export function useMenuOnDemand(menu: OnDemandExtras) {
  const loaded = useLoadedWhenIdle(menu);
  const [opening, setOpening] = useState<MenuOpening | null>(null);
  const [asked, setAsked] = useState<MenuOpening | null>(null);
  if (loaded && opening && !asked) setAsked(opening);
  return { asked, standIn: { opening, onOpeningChange: setOpening, onIntent: menu.preload } };
}

/**
 * For the real menu that takes the stand-in's place: `defaultOpen` for the Radix Root and
 * `placeFocus`, the `ref` of its Content. Radix moves focus to the first item of a menu opened from the keyboard, but
 * only for keys it saw (it starts listening when it mounts, after the key was pressed): the first
 * opening does it here, before Radix would focus the menu itself (it leaves focus that is inside).
 */
export function useOpenAsAsked(opening: MenuOpening | null) {
  const keyboard = useRef(opening === 'keyboard');
  const placeFocus = useCallback((content: HTMLElement | null) => {
    if (!content || !keyboard.current) return;
    keyboard.current = false;
    content.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')?.focus({ preventScroll: true });
  }, []);
  return { defaultOpen: opening !== null, placeFocus };
}
