import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session } from '@/api/session';
import { signInAs } from '../../support/games';
import { renderApp } from '../../support/render';
import { callsTo, recordCalls, stubBrowserApis } from '../../support/accounts';

stubBrowserApis();

async function agentLogin(username: string, password: string) {
  const app = await renderApp('/agent');
  const card = within(await screen.findByRole('region', { name: 'Agent login' }));
  await app.user.type(card.getByLabelText('Username'), username);
  await app.user.type(card.getByLabelText('Password'), password);
  await app.user.click(card.getByRole('button', { name: 'Log in as agent' }));
  return { ...app, card };
}

describe('the agent login page /agent (SPEC 2 and 6)', () => {
  it('shows the title, the pitch, the form and the consultation hours', async () => {
    await renderApp('/agent');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grow with us as an agent' })).toBeInTheDocument();
    for (const point of ['Full promotion support', 'Become a promoter in 15 days', 'Full data reports']) {
      expect(screen.getByText(point)).toBeInTheDocument();
    }
    expect(screen.getByText('Consultation hours: Monday to Friday, 12:00 noon to 9:00 pm.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Agent login' })).toBeInTheDocument();
  });

  it.each([
    { username: 'agent1', type: 1 },
    { username: 'agent2', type: 2 },
    { username: 'agent41', type: 41 },
    { username: 'agent42', type: 42 },
  ])('logs $username (type $type) in and opens the agent centre', async ({ username, type }) => {
    const { router } = await agentLogin(username, 'Agent@1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome/team-overview'));
    expect(session.get()).toMatchObject({ username, memberType: type, isAgent: true, isTrial: false });
  });

  it('refuses a member: "Non-agents cannot log in", nothing kept', async () => {
    const calls = recordCalls();
    const { card, router } = await agentLogin('demo', 'Demo@1234');
    expect(await card.findByRole('alert')).toHaveTextContent('Non-agents cannot log in');
    expect(router.state.location.pathname).toBe('/agent');
    expect(session.get()).toBeNull();
    await waitFor(() => expect(callsTo(calls, '/wps/session/logout', 'DELETE')).toHaveLength(1));
    expect(card.getByLabelText('Username')).toHaveValue('demo');
  });

  it('refuses a wrong password with the same message as the player login', async () => {
    const { card } = await agentLogin('agent1', 'nope');
    expect(await card.findByRole('alert')).toHaveTextContent('Incorrect username or password');
  });

  it('forces an agent with the default password through its change-password modal, then opens the centre', async () => {
    const { db } = await import('@mocks/db/store');
    db.update((state) => {
      const agent = state.members.find((member) => member.username === 'agent2');
      if (agent) agent.password = '123456';
    });
    const { user, router } = await agentLogin('agent2', '123456');
    const dialog = within(await screen.findByRole('dialog', { name: 'Change password' }));
    await user.type(dialog.getByLabelText('New password'), 'Agent2026x');
    await user.type(dialog.getByLabelText('Confirm new password'), 'Agent2026x');
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome/team-overview'));
    expect(session.get()).toMatchObject({ username: 'agent2', isAgent: true });
  });

  it('takes an agent who is already logged in straight to the centre', async () => {
    signInAs('agent1');
    const { router } = await renderApp('/agent');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome/team-overview'));
  });
});
