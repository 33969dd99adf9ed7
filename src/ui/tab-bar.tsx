import { useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { clsx } from 'clsx';
import { useLayoutEffect, useRef } from 'react';
import { CountBadge } from './badge';
import { Icon, type IconName } from './icon';
import { activeTab, type TabMatch } from './tab-bar-match';
import './tab-bar.css';

export type TabBarItem = TabMatch & {
  to: string;
  label: string;
  icon: IconName;
  /** The red count (shown above 0). */
  count?: number;
  /** The one main action (the player's Deposit): drawn raised in the centre. */
  prominent?: boolean;
};

/** Publishes the bar's height as --tab-bar-space, so the page and other floating pieces keep clear of it. */
function useTabBarSpace() {
  const bar = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = `${element.offsetHeight}px`;
      // Written only when it differs from what the page has (tab-bar.css gives the bar's usual height): a new value on
      // the root restyles the whole page, 15 ms on the lobby at 412 px, and the bar's first measure always did (issue 33).
      if (getComputedStyle(root).getPropertyValue('--tab-bar-space').trim() !== height) root.style.setProperty('--tab-bar-space', height);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--tab-bar-space');
    };
  }, []);
  return bar;
}

/**
 * The phone's bottom tab bar (below the phone breakpoint; hidden wider). The
 * current tab comes from the router's address (`aria-current="page"`); a
 * spacer as tall as the bar ends the page, so its last control is never
 * under the bar. Labels may wrap to two lines and are never clipped.
 */
export function TabBar({ label, items }: { label: string; items: readonly TabBarItem[] }) {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const current = activeTab(pathname, items);
  const bar = useTabBarSpace();
  return (
    <>
      <div className="tab-bar__spacer" aria-hidden="true" />
      <nav ref={bar} className="tab-bar" aria-label={label}>
        <ul className="tab-bar__list">
          {items.map(({ count = 0, ...item }) => (
            <li key={item.key} className="tab-bar__item">
              <Link
                to={item.to}
                // The router marks only the tab's own address; which tab a deeper page belongs to is activeTab's.
                activeOptions={{ exact: true, includeSearch: false }}
                className={clsx('tab-bar__link', item.prominent && 'tab-bar__link--prominent')}
                aria-current={current === item.key ? 'page' : undefined}
                data-tab={item.key}
              >
                <span className="tab-bar__icon">
                  <Icon name={item.icon} size={item.prominent ? 24 : 22} />
                  <CountBadge count={count} />
                </span>
                <span className="tab-bar__label">{item.label}</span> {count > 0 ? <span className="visually-hidden">{t`${count} new`}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
