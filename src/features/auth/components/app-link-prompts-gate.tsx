import { onDemand } from '@/ui/on-demand';
import { useAppLinkPrompt } from '../app-link-prompt';

/** A hand-over link's prompts are rare (issue 21): their code, with the password-change form, loads when one is set (issue 12). */
const Prompts = onDemand(() => import('./app-link-prompts'), 'AppLinkPrompts');

/** Rendered once, in the app shell: nothing until a hand-over link has something to ask. */
export function AppLinkPrompts() {
  return useAppLinkPrompt() ? <Prompts /> : null;
}
