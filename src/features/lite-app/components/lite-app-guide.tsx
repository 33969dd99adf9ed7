import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { platformOf, type Platform } from '../logic/moments';
import { isStandalone, useLiteAppState } from '../state';
import { GuideSteps } from './guide-steps';
import { promptInstall } from './lite-app-layer';
import './lite-app.css';

/** The real steps of each platform's browser to put the lite app on the home screen. */
function useSteps(): Record<Platform, { name: string; steps: string[] }> {
  const { t } = useLingui();
  // Chrome, Samsung Internet and Edge, on a phone or a computer: the browser menu's "Install app".
  const chromium = [
    t`Open this site in Chrome, Samsung Internet or Safari.`,
    t`Open the browser menu (the three dots or the Share button).`,
    t`Choose "Install app" or "Add to Home screen".`,
    t`Open Royal Lobby from the new icon and log in once.`,
  ];
  return {
    ios: {
      name: t`iPhone and iPad`,
      steps: [
        t`Scan the iOS code on the app download page, or open this site in Safari.`,
        t`Tap the Share button at the bottom of the screen.`,
        t`Scroll down and tap "Add to Home Screen".`,
        t`Tap "Add". The Royal Lobby icon appears on your home screen.`,
      ],
    },
    android: { name: t`Android`, steps: chromium },
    desktop: { name: t`Computer`, steps: chromium },
  };
}

/**
 * The lite-app guide (SPEC 2, issue 29): the steps of the player's own platform first, the install button
 * where the browser allows it (Chromium hands over its prompt), the other platforms' steps folded below.
 */
export function LiteAppGuide({ userAgent = navigator.userAgent, touchPoints = navigator.maxTouchPoints }: { userAgent?: string; touchPoints?: number }) {
  const { installPrompt } = useLiteAppState();
  const platforms = useSteps();
  const mine = platformOf(userAgent, touchPoints);
  const others = (Object.keys(platforms) as Platform[]).filter((platform) => platform !== mine);
  return (
    <>
      {isStandalone() ? (
        <p className="guide-note">
          <Icon name="check" size={18} />
          <Trans>You are using the lite app: it is on your home screen.</Trans>
        </p>
      ) : installPrompt ? (
        <div className="lite-guide__install">
          <Button variant="primary" size="lg" onClick={() => void promptInstall(installPrompt)}>
            <Icon name="download" size={18} />
            <Trans>Install the lite app</Trans>
          </Button>
        </div>
      ) : null}
      <h2>{platforms[mine].name}</h2>
      <GuideSteps steps={platforms[mine].steps} />
      <details className="lite-guide__other">
        <summary>
          <Trans>Another phone or computer</Trans>
          <Icon name="chevron-down" size={18} />
        </summary>
        {others.map((platform) => (
          <section key={platform}>
            <h3>{platforms[platform].name}</h3>
            <GuideSteps steps={platforms[platform].steps} />
          </section>
        ))}
      </details>
    </>
  );
}
