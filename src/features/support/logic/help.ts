import type { HelpTopic } from '@generated/model';

/** Topic element ids carry a prefix so a term never collides with another id on the page. */
export function helpTopicId(term: string): string {
  return `help-${term.replace(/^#/, '')}`;
}

/** Topics in their configured order; those without a sequence keep theirs, last. */
export function sortTopics(topics: readonly HelpTopic[]): HelpTopic[] {
  return topics
    .map((topic, index) => ({ topic, index }))
    .sort((a, b) => (a.topic.sequence ?? Number.MAX_SAFE_INTEGER) - (b.topic.sequence ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map(({ topic }) => topic);
}
