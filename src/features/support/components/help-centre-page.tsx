import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { HelpTopic } from '@generated/model';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { QueryState } from '@/ui/query-state';
import { SafeHtml } from '@/ui/safe-html';
import { useHelpCentre } from '../api/use-help-centre';
import { helpTopicId, matchesTopic } from '../logic/help';
import { FeedbackDialog } from './feedback-dialog';
import './help-centre-page.css';

/** The help centre as a page of its own (SPEC 2 further screens), reached from the footer; /help keeps the modal. */
export function HelpCentrePage() {
  const { t } = useLingui();
  const help = useHelpCentre();
  const [query, setQuery] = useState('');
  const [feedback, setFeedback] = useState(false);
  return (
    <div className="help-page">
      <PageHeader title={<Trans>Help centre</Trans>} description={<Trans>Answers about your account, deposits, withdrawals and playing responsibly.</Trans>} />
      <div className="help-page__search">
        <label htmlFor="help-search" className="field__label">
          <Trans>Search the help centre</Trans>
        </label>
        <input id="help-search" className="field__input" type="search" value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" />
      </div>
      <QueryState query={help} label={t`Help centre`}>
        {(topics) => <HelpTopicsPage topics={topics.filter((topic) => matchesTopic(topic, query))} />}
      </QueryState>
      <aside className="help-page__more" aria-labelledby="help-more-title">
        <h2 id="help-more-title">
          <Trans>Still need help?</Trans>
        </h2>
        <p>
          <Trans>Customer service answers around the clock. You can also send us feedback and we will get back to you.</Trans>
        </p>
        <Button onClick={() => setFeedback(true)}>
          <Trans>Send feedback</Trans>
        </Button>
      </aside>
      {feedback ? <FeedbackDialog onClose={() => setFeedback(false)} /> : null}
    </div>
  );
}

function HelpTopicsPage({ topics }: { topics: HelpTopic[] }) {
  const { t } = useLingui();
  const hash = useLocation({ select: (location) => location.hash });
  useEffect(() => {
    if (!hash) return;
    document.getElementById(helpTopicId(hash))?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [hash]);
  if (topics.length === 0) return <EmptyState icon="headset" title={<Trans>No topic matches your search</Trans>} />;
  return (
    <div className="help-page__layout">
      <nav className="help-page__nav" aria-label={t`Help topics`}>
        <ul>
          {topics.map((topic) => (
            <li key={topic.id ?? topic.title}>
              {topic.term ? (
                <Link to="/help-centre" hash={topic.term} replace className="help-page__link" activeOptions={{ includeHash: true }}>
                  {topic.title}
                </Link>
              ) : (
                <span className="help-page__link">{topic.title}</span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="help-page__topics">
        {topics.map((topic) => (
          <section
            key={topic.id ?? topic.title}
            id={topic.term ? helpTopicId(topic.term) : undefined}
            className="help-page__topic"
            data-target={topic.term === hash || undefined}
            aria-labelledby={`help-page-${topic.id ?? topic.term}`}
          >
            <h2 id={`help-page-${topic.id ?? topic.term}`}>{topic.title}</h2>
            <SafeHtml html={topic.content} />
          </section>
        ))}
      </div>
    </div>
  );
}
