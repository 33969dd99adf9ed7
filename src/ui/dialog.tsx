import * as RadixDialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState, type ReactNode } from 'react';
import './dialog.css';

type DialogProps = {
  title: ReactNode;
  /** Read by screen readers when the dialog opens. */
  description?: ReactNode;
  open?: boolean;
  onClose: () => void;
  /** xl: wide content such as the game popup. */
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** A selector inside the dialog to focus on open (a form's first field); by default the first focusable element. */
  initialFocus?: string;
  /**
   * The dialog's actions (primary last), pinned under the scrolling body: on a
   * phone the dialog is a bottom sheet whose title and actions stay in view
   * while the fields between them scroll. A form's own submit button (FormShell)
   * and a closing `.dialog-actions` row stick to the bottom of the body the same way.
   */
  footer?: ReactNode;
  children: ReactNode;
};

/**
 * Gives the focus back to what had it when the dialog appeared (the button or
 * link that opened it) once the dialog leaves, if the focus was lost to the
 * page: a dialog opened by the address (`?id=`, /login) is unmounted by a
 * navigation rather than closed, and Radix then has nothing to return to.
 */
function useReturnFocus() {
  const [opener] = useState(() => (typeof document === 'undefined' ? null : (document.activeElement as HTMLElement | null)));
  useEffect(
    () => () => {
      if (!opener || opener === document.body) return;
      requestAnimationFrame(() => {
        const lost = document.activeElement === null || document.activeElement === document.body;
        if (lost && opener.isConnected) opener.focus();
      });
    },
    [opener],
  );
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The dialog's first focus (its `initialFocus`, else its first tabbable element, else the dialog itself), once the
 * dialog has been laid out and painted (issue 33): moving the focus while the dialog mounts forced the style and
 * layout of the whole page inside the opening task (a 70-110 ms task over the lobby). Not when the player has
 * already put the focus inside it.
 */
function focusAfterFirstFrame(content: HTMLElement, initialFocus: string | undefined) {
  requestAnimationFrame(() => {
    setTimeout(() => {
      if (!content.isConnected || content.contains(document.activeElement)) return;
      const target = (initialFocus ? content.querySelector<HTMLElement>(initialFocus) : null) ?? content.querySelector<HTMLElement>(TABBABLE) ?? content;
      target.focus({ preventScroll: true });
    }, 0);
  });
}

/**
 * The one modal dialog of the site (Radix: focus kept inside, Escape and the
 * close button close it, the page behind is inert). A centred pop-up from
 * 768 px; below, a bottom sheet: pinned header (title, close), a body that
 * scrolls, pinned actions (`footer`), the safe area kept clear.
 */
export function Dialog({ title, description, open = true, onClose, size = 'md', initialFocus, footer, children }: DialogProps) {
  const { t } = useLingui();
  useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {/* The body named at once: left to itself, Radix's portal renders nothing at first and sets its container in a
          layout effect, so the dialog's whole content rendered in a second, synchronous pass inside the commit (one
          long task even when the opening was a transition, issue 33). */}
      <RadixDialog.Portal container={typeof document === 'undefined' ? undefined : document.body}>
        <RadixDialog.Overlay className="ui-dialog__overlay" />
        <RadixDialog.Content
          className={`ui-dialog ui-dialog--${size}`}
          onOpenAutoFocus={(event) => {
            const content = event.currentTarget as HTMLElement | null;
            if (!content) return;
            event.preventDefault();
            focusAfterFirstFrame(content, initialFocus);
          }}
        >
          <header className="ui-dialog__header">
            <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ui-dialog__close" aria-label={t`Close`}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </header>
          <div className="ui-dialog__body">
            {description ? (
              <RadixDialog.Description className="ui-dialog__description">{description}</RadixDialog.Description>
            ) : (
              <RadixDialog.Description className="visually-hidden">{title}</RadixDialog.Description>
            )}
            {children}
          </div>
          {footer ? <div className="ui-dialog__footer">{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
