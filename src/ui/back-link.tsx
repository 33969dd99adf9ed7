import { Link } from '@tanstack/react-router';
import { Icon } from './icon';
import './back-link.css';

/** On a phone a centre's menu is a list page of its own ("Me", "More"); the other pages lead back to it. */
export type CentreBack = { to: string; label: string };

/** A phone page's way back to its list ("Me", "More"): shown below the phone breakpoint only. */
export function BackLink({ back }: { back: CentreBack }) {
  return (
    <Link to={back.to} className="back-link">
      <Icon name="chevron-left" size={20} />
      <span>{back.label}</span>
    </Link>
  );
}
