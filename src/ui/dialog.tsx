import * as RadixDialog from '@radix-ui/react-dialog';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
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
 * Two dialogs that open in the same commit (a game launched just as the contract offer of a login arrives) would each
 * hide the other from assistive technology: Radix marks every other child of the body `aria-hidden` when a modal opens,
 * and each did so while the other was already there. The one in front (the later in the page, as it would be had it
 * opened second) takes its own marks off; the one behind stays hidden until the front one closes. Rendered inside the
 * content: its effect runs in the commit that mounts the content (with the portal's container given, the same commit
 * as the root), after the effects of the dialogs before it in the page (effects run in the tree's order).
 */
function FrontDialogReadable({ content }: { content: RefObject<HTMLElement | null> }) {
  useEffect(() => {
    const element = content.current;
    if (!element) return;
    const dialogs = document.querySelectorAll('[role="dialog"]:not([data-loading]), [role="alertdialog"]');
    if (dialogs[dialogs.length - 1] !== element) return;
    for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
      if (node.hasAttribute('data-aria-hidden')) node.removeAttribute('aria-hidden');
    }
  }, [content]);
  return null;
}

/**
 * The one modal dialog of the site (Radix: focus kept inside, Escape and the
 * close button close it, the page behind is inert). A centred pop-up from
 * 768 px; below, a bottom sheet: pinned header (title, close), a body that
 * scrolls, pinned actions (`footer`), the safe area kept clear.
 */
export function Dialog({ title, description, open = true, onClose, size = 'md', initialFocus, footer, children }: DialogProps) {
  const { t } = useLingui();
  const content = useRef<HTMLDivElement>(null);
  useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      {/* The body named at once: left to itself, Radix's portal renders nothing at first and sets its container in a
          layout effect, so the dialog's whole content rendered in a second, synchronous pass inside the commit (one
          long task even when the opening was a transition, issue 33). */}
      <RadixDialog.Portal container={typeof document === 'undefined' ? undefined : document.body}>
        <RadixDialog.Overlay className="ui-dialog__overlay" />
        <RadixDialog.Content
          ref={content}
          className={`ui-dialog ui-dialog--${size}`}
          onOpenAutoFocus={(event) => {
            const content = event.currentTarget as HTMLElement | null;
            if (!content) return;
            event.preventDefault();
            focusAfterFirstFrame(content, initialFocus);
          }}
        >
          <FrontDialogReadable content={content} />
          <div className="ui-dialog__header">
            <RadixDialog.Title className="ui-dialog__title">{title}</RadixDialog.Title>
            <RadixDialog.Close className="ui-dialog__close" aria-label={t`Close`}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
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
