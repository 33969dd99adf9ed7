import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  /** secondary (the default) is the quiet bordered button; primary is the one main action of a view. */
  variant?: ButtonVariant;
  size?: 'sm' | 'md' | 'lg';
  /** Spans its container (dialog forms). */
  block?: boolean;
  /** A call is running: disabled so it cannot be sent twice, and announced as busy. */
  pending?: boolean;
};

/** The classes of a Button, for a router Link that should look like one. */
export function buttonClass({ variant = 'secondary', size = 'md', block }: Pick<ButtonProps, 'variant' | 'size' | 'block'> = {}, className?: string) {
  return clsx('button', variant !== 'secondary' && `button--${variant}`, size !== 'md' && `button--${size}`, block && 'button--block', className);
}

/** The site's button; `type` defaults to "button" so a button inside a form never submits by accident. */
export function Button({ variant = 'secondary', size = 'md', block, pending, disabled, className, type = 'button', ...button }: ButtonProps) {
  return (
    <button
      type={type}
      className={buttonClass({ variant, size, block }, className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      {...button}
    />
  );
}
