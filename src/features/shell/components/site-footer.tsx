import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { usePlaySafelyEnabled } from '@/features/play-safely';
import { FeedbackDialog } from '@/features/support';
import { Icon } from '@/ui/icon';
import { FooterBadges } from './footer-badges';
import { SocialLinks } from './social-links';
import { VendorMarquee } from './vendor-marquee';
import './site-footer.css';

/** SPEC 2 footer: vendor marquee, payment, certification, social and licence images, links, feedback, copyright. */
export function SiteFooter() {
  const { t } = useLingui();
  const [feedback, setFeedback] = useState(false);
  const playSafely = usePlaySafelyEnabled();
  return (
    <footer className="site-footer">
      <VendorMarquee />
      <div className="site-footer__grid">
        <section className="site-footer__about" aria-label={t`About Royal Lobby`}>
          <p className="site-footer__brand">
            <Icon name="crown" size={22} />
            Royal Lobby
          </p>
          <p>
            <Trans>Slots, live casino, sports, fishing and lottery from the best game providers, with fast deposits and 24/7 customer service.</Trans>
          </p>
          <p className="site-footer__age">
            <img src="/footer/age-18.svg" alt={t`18+`} width={40} height={40} />
            <Trans>Play responsibly. Players must be 18 or older.</Trans>
          </p>
        </section>
        <nav className="site-footer__links" aria-label={t`Help and information`}>
          <h2>
            <Trans>Help and information</Trans>
          </h2>
          <ul>
            <li>
              <Link to="/help-centre">
                <Trans>Help centre</Trans>
              </Link>
            </li>
            {playSafely ? (
              <li>
                <Link to="/member/play-safely">
                  <Trans>Play safely</Trans>
                </Link>
              </li>
            ) : null}
            <li>
              <Link to="/member" search={{ page: 'referral' }}>
                <Trans>Invite friends</Trans>
              </Link>
            </li>
            <li>
              <Link to="/promotions">
                <Trans>Promotions</Trans>
              </Link>
            </li>
            <li>
              <Link to="/winners">
                <Trans>Winners</Trans>
              </Link>
            </li>
            <li>
              <Link to="/app-download">
                <Trans>App download</Trans>
              </Link>
            </li>
            <li>
              <Link to="/agent">
                <Trans>Affiliate programme</Trans>
              </Link>
            </li>
            <li>
              <button type="button" className="site-footer__link-button" onClick={() => setFeedback(true)}>
                <Trans>Send feedback</Trans>
              </button>
            </li>
          </ul>
        </nav>
        <FooterBadges />
        <SocialLinks />
      </div>
      <p className="site-footer__copyright">
        <Trans>© 2025 Royal Lobby. All rights reserved.</Trans>
      </p>
      {feedback ? <FeedbackDialog onClose={() => setFeedback(false)} /> : null}
    </footer>
  );
}
