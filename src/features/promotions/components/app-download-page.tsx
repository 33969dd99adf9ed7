import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { permissionQueryOptions } from '@/api/queries';
import { AppQrCode, iosAppLink, resourceLink } from '@/features/shell';
import { useHandover } from '@/features/auth';
import { useLanguage } from '@/lib/use-language';
import { buttonClass } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { PageIntro } from './page-intro';
import type { Guide } from '../logic/install-guides';
import './promo-page.css';
import './app-download-page.css';

/** App download: the iOS and Android QR codes of the side menu, full size, and the three install guides. */
export function AppDownloadPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const handover = useHandover(true);
  const android = resourceLink(useQuery(permissionQueryOptions()).data?.resources, 'Android');
  const ios = iosAppLink({ origin: window.location.origin, language, handover });
  const guides: Array<{ guide: Guide; title: string; text: string }> = [
    { guide: 'ios', title: t`iPhone and iPad`, text: t`Add Royal Lobby to your home screen from Safari.` },
    { guide: 'lite', title: t`Lite app`, text: t`A light shortcut for any phone: small, quick, always up to date.` },
    { guide: 'android', title: t`Android`, text: t`Install the Android app from our download page.` },
  ];
  return (
    <section className="app-download-page">
      <PageIntro
        title={<Trans>Get the app</Trans>}
        description={<Trans>Play on your phone with fast login, instant deposits and alerts when your money arrives.</Trans>}
      />
      <section className="app-hero" aria-labelledby="app-scan-title">
        <div className="app-hero__text">
          <h2 id="app-scan-title">
            <Trans>Scan with your phone's camera</Trans>
          </h2>
          <p className="promo-muted">
            <Trans>Point the camera at the code for your phone, then follow the guide below.</Trans>
          </p>
          {android ? (
            <a className={buttonClass({ variant: 'primary' })} href={android} target="_blank" rel="noopener noreferrer">
              <Icon name="download" size={18} />
              <Trans>Download for Android</Trans>
            </a>
          ) : null}
        </div>
        <div className="app-hero__codes">
          <AppQrCode platform="iOS" value={ios} />
          {android ? <AppQrCode platform="Android" value={android} /> : null}
        </div>
      </section>
      <ul className="guide-cards" aria-label={t`Install guides`}>
        {guides.map((item) => (
          <li key={item.guide}>
            <Link to="/app-download/$guide" params={{ guide: item.guide }} className="guide-card">
              <Icon name="phone" size={28} />
              <strong>{item.title}</strong>
              <span className="promo-muted">{item.text}</span>
              <span className="guide-card__more">
                <Trans>Read the guide</Trans>
                <Icon name="chevron-right" size={16} />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
