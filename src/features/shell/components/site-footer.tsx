import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { usePlaySafelyEnabled } from '@/features/play-safely';
import { FeedbackDialog } from '@/features/support';
import { useNear } from '@/lib/when-near';
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
  // The vendor marquee and the pictures wait until the footer is within half a screen: each SVG picture is a document
  // of its own that the page's main thread lays out and paints, and the browser's own lazy loading starts them 1,250-2,500
  // px ahead, which on a phone's lobby is during its load (31 such layouts, 55 ms, in one bench trace; issue 33).
  const [footer, near] = useNear<HTMLElement>(false, '50% 0px');
  return (
    <footer className="site-footer" ref={footer}>
      {/* The moving logos too: drawing them (two copies of 20 slides) was a 36-118 ms task of the lobby's load (issue 33). */}
      {near ? <VendorMarquee /> : <div className="vendor-marquee" />}
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
            {near ? <img src="/footer/age-18.svg" alt={t`18+`} width={40} height={40} /> : <span style={{ width: 40, height: 40, flex: 'none' }} />}
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
        {/* Until then the same grid cell, empty: it is below the fold, so what it holds moves nothing in view. */}
        {near ? <FooterBadges /> : <div className="site-footer__badges" />}
        <SocialLinks />
      </div>
      <p className="site-footer__copyright">
        <Trans>© 2025 Royal Lobby. All rights reserved.</Trans>
      </p>
      {feedback ? <FeedbackDialog onClose={() => setFeedback(false)} /> : null}
    </footer>
  );
}
