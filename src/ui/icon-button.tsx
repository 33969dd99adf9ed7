import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';

type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'aria-label' | 'children'> & {
  /** Required: an icon alone says nothing to a screen reader. */
  label: string;
  /** The icon (aria-hidden) and optionally a count Badge. */
  children: ReactNode;
};

/** The round icon-only button of the header and toolbars. */
export function IconButton({ label, className, type = 'button', ...button }: IconButtonProps) {
  return <button type={type} className={iconButtonClass(className)} aria-label={label} {...button} />;
}

/** For a router Link drawn as an icon button; give it an aria-label. */
export function iconButtonClass(className?: string) {
  return clsx('icon-button', className);
}
