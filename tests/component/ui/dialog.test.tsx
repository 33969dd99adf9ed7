import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
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
});
