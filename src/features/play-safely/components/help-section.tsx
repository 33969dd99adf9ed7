import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** Where to get help: the site's own service, and organisations independent of it. */
export function HelpSection() {
  return (
    <section className="play-section" aria-labelledby="play-help-title">
      <h2 id="play-help-title" className="play-section__title">
        <Trans>Where to get help</Trans>
      </h2>
      <p className="play-section__text">
        <Trans>Gambling should stay fun. If you play longer or spend more than you meant to, hide it from others, or chase losses, talk to someone.</Trans>
      </p>
      <ul className="play-help">
        <li>
          <Link to="/help-centre">
            <Trans>Our help centre and customer service, 24/7</Trans>
          </Link>
        </li>
        <li>
          <a href="https://www.gamblersanonymous.org" target="_blank" rel="noopener noreferrer">
            <Trans>Gamblers Anonymous: meetings and support worldwide</Trans>
          </a>
        </li>
        <li>
          <a href="https://www.gamcare.org.uk" target="_blank" rel="noopener noreferrer">
            <Trans>GamCare: free advice and a chat line</Trans>
          </a>
        </li>
      </ul>
    </section>
  );
}
