import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/ui/dialog';

/** Two dialogs that open in one commit, as a game launched just when the contract offer of a login arrives. */
function TwoAtOnce() {
  const [first, setFirst] = useState(true);
  const [second, setSecond] = useState(true);
  return (
    <>
      {first ? (
        <Dialog title="Contracts" onClose={() => setFirst(false)}>
          <p>An offer</p>
        </Dialog>
      ) : null}
      {second ? (
        <Dialog title="Fortune Tiger" onClose={() => setSecond(false)}>
          <p>The game</p>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('two opened together: the one in front is readable, and the one behind once the front one closes', async () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    render(
      <I18nProvider i18n={i18n}>
        <TwoAtOnce />
      </I18nProvider>,
    );
    // Only the front dialog is in the accessibility tree (the one behind is covered, as with any stacked modal).
    expect(screen.getByRole('dialog', { name: 'Fortune Tiger' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Contracts' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Fortune Tiger' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Contracts' })).toBeInTheDocument();
  });

  it('adds no banner landmark: the page keeps its header as its one banner', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    render(
      <I18nProvider i18n={i18n}>
        <Dialog title="Log in" onClose={() => undefined}>
          <p>The form</p>
        </Dialog>
      </I18nProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Log in' });
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('opens and closes without reading the style of what it draws (ADR 0036, session 18)', async () => {
    // Radix's own Presence read each opening part's computed style in the commit that drew it, which forced the style
    // of the whole page in the announcement popup's opening task; the build gives Radix src/ui/radix-presence.tsx.
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Notices
          </button>
          {open ? (
            <Dialog title="Announcements" onClose={() => setOpen(false)}>
              <p>Welcome bonus</p>
            </Dialog>
          ) : null}
        </>
      );
    }
    render(
      <I18nProvider i18n={i18n}>
        <Opener />
      </I18nProvider>,
    );
    // Only the opening itself is watched: the queries below read styles of their own (is it visible?).
    const opener = screen.getByRole('button', { name: 'Notices' });
    const styleRead = vi.spyOn(window, 'getComputedStyle');
    fireEvent.click(opener);
    const read = styleRead.mock.calls.map(([element]) => element);
    styleRead.mockRestore();
    const dialog = await screen.findByRole('dialog', { name: 'Announcements' });
    expect(dialog).toHaveTextContent('Welcome bonus');
    expect(read.filter((element) => dialog.contains(element) || element.classList.contains('ui-dialog__overlay'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).not.toBeInTheDocument();
  });
});
