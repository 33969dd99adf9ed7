import { session } from '@/api/session';
import { h } from './dom';
import { PANEL_PERSONAS, signInAs, signOut, type PanelPersona } from './sign-in';

function who(): string {
  const current = session.get();
  if (!current) return 'Nobody: a guest';
  const kind = current.isTrial ? 'trial user' : current.isAgent ? `agent type ${current.memberType ?? '?'}` : 'member';
  return `${current.username} (${kind})`;
}

/** The signed-in account, for the panel's header. */
export function signedInText(): string {
  return who();
}

export function renderSignInTab(): HTMLElement {
  const status = h('p', { class: 'mock-panel__status', role: 'status' });
  const run = async (button: HTMLButtonElement, action: () => Promise<void>) => {
    button.disabled = true;
    status.textContent = 'Signing in…';
    try {
      await action();
    } catch (error) {
      status.textContent = `Failed: ${error instanceof Error ? error.message : String(error)}`;
      button.disabled = false;
    }
  };
  const personaButton = (persona: PanelPersona) => {
    const button = h(
      'button',
      { type: 'button', class: 'mock-panel__persona', 'data-focus-key': `persona-${persona.username}` },
      h('span', { class: 'mock-panel__persona-name' }, persona.kind === 'trial' ? 'Free play' : persona.username),
      h('span', { class: 'mock-panel__muted' }, persona.shows),
    );
    button.setAttribute('aria-label', `Sign in as ${persona.kind === 'trial' ? 'a trial user' : persona.username}`);
    button.addEventListener('click', () => void run(button, () => signInAs(persona)));
    return button;
  };
  const current = session.get();
  const out = h('button', { type: 'button', class: 'mock-panel__button', disabled: !current }, 'Sign out');
  out.addEventListener('click', () => void run(out, signOut));
  return h(
    'div',
    { class: 'mock-panel__stack' },
    h('div', { class: 'mock-panel__row' }, h('p', null, 'Signed in: ', h('strong', null, who())), out),
    h('p', { class: 'mock-panel__muted' }, 'One click logs in through the real session flow and reloads the page.'),
    h('ul', { class: 'mock-panel__list', 'aria-label': 'Personas' }, ...PANEL_PERSONAS.map((persona) => h('li', null, personaButton(persona)))),
    status,
  );
}
