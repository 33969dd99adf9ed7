/**
 * Starts downloading an image the page is about to show, at high priority, so that it is in the cache when the
 * `<img>` renders (issue 12: the lobby's first banner, whose address arrives with the notices, is the page's
 * largest paint; without this its download waits for the lobby's code and render).
 */
export function preloadImage(url: string | null | undefined): void {
  if (!url) return;
  const image = new Image();
  image.fetchPriority = 'high';
  image.src = url;
}
