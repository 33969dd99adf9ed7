import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import './chip.css';

/**
 * How a pressed chip shows: `soft` (the default) a choice among equals (a report's quick dates, the deposit's quick
 * amounts); `primary` the main filter of a list, gold like the primary Button (the games' New, Hot, ...); `quiet` a
 * second filter beside it (the games' Jackpot, Table games, Arcade).
 */
export type ChipVariant = 'soft' | 'primary' | 'quiet';

type ChipProps = Omit<ComponentPropsWithRef<'button'>, 'type' | 'aria-pressed'> & {
  /** Whether the chip's choice is on now (aria-pressed). */
  pressed: boolean;
  variant?: ChipVariant;
  /** An amount of money to pick (the deposit's quick amounts): it reads at the body's size, in the text's colour. */
  amount?: boolean;
};

/** A pressable pill that turns a choice on or off; a plain button, so inside a form it never submits it. */
export function Chip({ pressed, variant = 'soft', amount = false, className, ...button }: ChipProps) {
  return (
    <button
      type="button"
      className={clsx('chip', variant !== 'soft' && `chip--${variant}`, amount && 'chip--amount', className)}
      aria-pressed={pressed}
      {...button}
    />
  );
}

/** A labelled row of chips that wraps onto more lines when the screen is narrow. */
export function ChipGroup({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={clsx('chip-group', className)} role="group" aria-label={label}>
      {children}
    </div>
  );
}
