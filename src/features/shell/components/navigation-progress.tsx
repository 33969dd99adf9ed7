import { useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import './navigation-progress.css';

/**
 * The loading overlay: a bar across the top while a navigation loads, gone
 * as soon as it settles (SPEC 2: hidden after each navigation).
 */
export function NavigationProgress() {
  const { t } = useLingui();
  const loading = useRouterState({ select: (state) => state.status === 'pending' });
  if (!loading) return null;
  return (
    <div className="navigation-progress" role="progressbar" aria-label={t`Loading page`} aria-busy="true">
      <span className="navigation-progress__bar" />
    </div>
  );
}
