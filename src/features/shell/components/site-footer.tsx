import { Trans } from '@lingui/react/macro';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <p>
        <Trans>Play responsibly. Players must be 18 or older.</Trans>
      </p>
      <p>© 2025 Royal Lobby</p>
    </footer>
  );
}
