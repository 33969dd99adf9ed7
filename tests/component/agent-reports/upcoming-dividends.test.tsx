import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../support/games';
import { renderApp } from '../../support/render';

describe('upcoming dividends (a report added by following add-a-report.md)', () => {
  it('lists the periods of the next 30 days with their total', async () => {
    signInAs('agent1');
    await renderApp('/agentHome/upcoming-dividends');
    const table = await screen.findByRole('table', { name: 'Upcoming dividends' });
    // The summary shows once the answer is there; then the body holds periods, not the empty row.
    expect(await screen.findByText('Dividends')).toBeVisible();
    expect(within(table).queryByText('No dividend period settles in these dates.')).toBeNull();
    expect(within(table.querySelector('tbody')!).getAllByRole('row').length).toBeGreaterThan(0);
  });
});
