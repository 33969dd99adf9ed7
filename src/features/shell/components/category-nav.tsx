import { useLingui } from '@lingui/react/macro';
import { useCallback, useId, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useDrawnCategories } from '../api/use-categories';
import { activeCategory, type CategoryType } from '../logic/categories';
import { onDemand, useLoadedWhenIdle } from '@/ui/on-demand';
import { CategoryNavItem } from './category-nav-item';
import './category-nav.css';

/**
 * A category's vendors show on hover, focus or a press, never in the build's HTML: their code loads on intent (a
 * pointer over the bar, a touch, a focus inside it) or once the page is idle (issue 33).
 */
const CategoryDropdown = onDemand(() => import('./category-dropdown'), 'CategoryDropdown');

type OpenState = { gameType: CategoryType; left: number };

/**
 * The header's category navigation. Hovering or focusing an item shows its
 * vendors; the drop-down lives outside the scrolling list so it is never cut.
 * On a phone it is a full-width sheet under the header. A new page closes it.
 */
export function CategoryNav({ pathname }: { pathname: string }) {
  const { t } = useLingui();
  const dropdownId = useId();
  const categories = useDrawnCategories();
  const active = activeCategory(pathname, categories);
  const [open, setOpen] = useState<OpenState | null>(null);
  const [openFor, setOpenFor] = useState(pathname);
  if (openFor !== pathname) {
    // A new page closes the vendors (state adjusted while rendering, not in an effect).
    setOpenFor(pathname);
    setOpen(null);
  }
  const dropdownLoaded = useLoadedWhenIdle(CategoryDropdown);
  const container = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const show = useCallback((gameType: CategoryType, item: HTMLElement) => {
    window.clearTimeout(closeTimer.current);
    const box = container.current?.getBoundingClientRect();
    const rect = item.getBoundingClientRect();
    setOpen({ gameType, left: box ? rect.left - box.left : 0 });
  }, []);
  const closeSoon = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setOpen(null), 150);
  }, []);
  const keepOpen = useCallback(() => window.clearTimeout(closeTimer.current), []);
  const hide = useCallback(() => setOpen(null), []);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) closeSoon();
  };
  const openType = open?.gameType;
  // Memoised: the render that the menus' answer starts still sees the previous list (useDrawnCategories), and
  // keeps these elements, so only the interruptible one draws the new items.
  const items = useMemo(
    () =>
      categories.map((entry) => (
        <CategoryNavItem
          key={entry.gameType}
          category={entry}
          active={active === entry.gameType}
          expanded={openType === entry.gameType}
          dropdownId={dropdownId}
          onShow={show}
          onHide={hide}
        />
      )),
    [categories, active, openType, dropdownId, show, hide],
  );

  const category = open ? categories.find((entry) => entry.gameType === open.gameType) : undefined;

  return (
    <div
      className="category-nav"
      ref={container}
      onMouseLeave={closeSoon}
      onBlur={onBlur}
      onPointerEnter={CategoryDropdown.preload}
      onTouchStart={CategoryDropdown.preload}
      onFocus={CategoryDropdown.preload}
    >
      <nav aria-label={t`Game categories`}>
        <ul className="category-nav__list">{items}</ul>
      </nav>
      {/* Opened before its code has arrived: it shows as soon as the code does. It closes itself on Escape. */}
      {open && category && dropdownLoaded ? (
        <CategoryDropdown id={dropdownId} category={category} left={open.left} onMouseEnter={keepOpen} onChoose={() => setOpen(null)} />
      ) : null}
    </div>
  );
}
