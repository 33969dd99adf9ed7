import { clsx } from 'clsx';
import type { ReactNode } from 'react';

type BadgeProps = { tone?: 'neutral' | 'primary' | 'success' | 'danger'; className?: string; children: ReactNode };

/** A short label (a status, a tag). */
export function Badge({ tone = 'neutral', className, children }: BadgeProps) {
  return <span className={clsx('badge', tone !== 'neutral' && `badge--${tone}`, className)}>{children}</span>;
}

/**
 * The red count on a menu entry or icon button (SPEC 2: shown only above 0,
 * 99+ past 99). Hidden from screen readers: the owner's accessible name says
 * the count in a sentence.
 */
export function CountBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={clsx('badge badge--count', className)} aria-hidden="true">
      {count > 99 ? '99+' : count}
    </span>
  );
}
