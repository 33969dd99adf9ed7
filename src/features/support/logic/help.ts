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

/** A topic matches a search when its title or its text (without markup) holds every word, in any case. */
export function matchesTopic(topic: Pick<HelpTopic, 'title' | 'content'>, query: string): boolean {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${topic.title} ${topic.content.replace(/<[^>]*>/g, ' ')}`.toLowerCase();
  return words.every((word) => text.includes(word));
}
