import { useLingui } from '@lingui/react/macro';
import { useGetHelpCentre } from '@generated/api/content/content';
import { currentLanguage } from '@/lib/i18n';
import { Dialog } from '@/ui/dialog';
import { QueryState } from '@/ui/query-state';
import { SafeHtml } from '@/ui/safe-html';

/** The help centre; `anchor` (the URL's #term) scrolls to that topic. */
export function HelpDialog({ anchor, onClose }: { anchor?: string; onClose: () => void }) {
  const { t } = useLingui();
  const help = useGetHelpCentre({ language: currentLanguage() }, { query: { select: (response) => response.value } });
  return (
    <Dialog title={t`Help centre`} size="lg" onClose={onClose}>
      <QueryState query={help} label={t`Help centre`}>
        {(topics) => (
          <div data-anchor={anchor}>
            {topics.map((topic) => (
              <section key={topic.id ?? topic.title} id={topic.term}>
                <h3>{topic.title}</h3>
                <SafeHtml html={topic.content} />
              </section>
            ))}
          </div>
        )}
      </QueryState>
    </Dialog>
  );
}
