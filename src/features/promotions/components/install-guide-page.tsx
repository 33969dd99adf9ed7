import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { GuideSteps, LiteAppGuide } from '@/features/lite-app';
import { Icon } from '@/ui/icon';
import { PageIntro } from './page-intro';
import type { Guide } from '../logic/install-guides';
import './promo-page.css';
import './install-guide-page.css';

/** One install guide (iOS, lite app, Android): numbered steps a first-time phone user can follow. */
export function InstallGuidePage({ guide }: { guide: Guide }) {
  const { t } = useLingui();
  const content: Record<Guide, { title: string; steps: string[]; note: string }> = {
    ios: {
      title: t`Install on iPhone and iPad`,
      steps: [
        t`Scan the iOS code on the app download page, or open this site in Safari.`,
        t`Tap the Share button at the bottom of the screen.`,
        t`Scroll down and tap "Add to Home Screen".`,
        t`Tap "Add". The Royal Lobby icon appears on your home screen.`,
      ],
      note: t`Use Safari: other browsers on iPhone cannot add the app to the home screen.`,
    },
    lite: {
      title: t`Install the lite app`,
      // The lite app's steps depend on the player's platform (LiteAppGuide).
      steps: [],
      note: t`The lite app uses almost no storage and is always the latest version.`,
    },
    android: {
      title: t`Install on Android`,
      steps: [
        t`Scan the Android code on the app download page, or tap "Download for Android".`,
        t`Open the downloaded file when the download finishes.`,
        t`If Android asks, allow installing apps from this source in Settings.`,
        t`Tap "Install", then open Royal Lobby and log in.`,
      ],
      note: t`Only download the app from this site. We never send the app by message.`,
    },
  };
  const { title, steps, note } = content[guide];
  return (
    <section className="guide-page">
      <p className="guide-page__back">
        <Link to="/app-download">
          <Icon name="chevron-left" size={16} />
          <Trans>App download</Trans>
        </Link>
      </p>
      <PageIntro title={title} />
      {guide === 'lite' ? <LiteAppGuide /> : <GuideSteps steps={steps} />}
      <p className="guide-note">
        <Icon name="shield" size={18} />
        {note}
      </p>
    </section>
  );
}
