import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import type { HelpTopic } from '@generated/model';
import { Dialog } from '@/ui/dialog';
import { QueryState } from '@/ui/query-state';
import { SafeHtml } from '@/ui/safe-html';
import { useHelpCentre } from '../api/use-help-centre';
import { helpTopicId } from '../logic/help';
import './help-dialog.css';

/** The help centre (SPEC 2); `anchor` (the URL's #term) scrolls to that topic. */
export function HelpDialog({ anchor, onClose }: { anchor?: string; onClose: () => void }) {
  const { t } = useLingui();
  const help = useHelpCentre();
  return (
    <Dialog title={t`Help centre`} size="lg" onClose={onClose}>
      <QueryState query={help} label={t`Help centre`}>
        {(topics) => <HelpTopics topics={topics} anchor={anchor} />}
      </QueryState>
    </Dialog>
  );
}

function HelpTopics({ topics, anchor }: { topics: HelpTopic[]; anchor?: string }) {
  const { t } = useLingui();
  useEffect(() => {
    if (!anchor) return;
    document.getElementById(helpTopicId(anchor))?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [anchor]);
  return (
    <div className="help-centre">
      <nav className="help-centre__nav" aria-label={t`Help topics`}>
        <ul>
          {topics.map((topic) => (
            <li key={topic.id ?? topic.title}>
              {topic.term ? (
                <Link to="/help" hash={topic.term} replace className="help-centre__link" activeOptions={{ includeHash: true }}>
                  {topic.title}
                </Link>
              ) : (
                <span className="help-centre__link">{topic.title}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {/* It scrolls on its own: focusable, so a keyboard can scroll it (WCAG 2.1.1; axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region is the documented exception */}
      <section className="help-centre__topics" tabIndex={0} aria-label={t`Help centre`}>
        {topics.map((topic) => (
          <section
            key={topic.id ?? topic.title}
            id={topic.term ? helpTopicId(topic.term) : undefined}
            className={`help-centre__topic${topic.term === anchor ? ' help-centre__topic--target' : ''}`}
            aria-labelledby={`help-title-${topic.id ?? topic.term}`}
          >
            <h3 id={`help-title-${topic.id ?? topic.term}`}>{topic.title}</h3>
            <SafeHtml html={topic.content} />
          </section>
        ))}
      </section>
    </div>
  );
}
