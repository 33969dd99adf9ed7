import { http, HttpResponse } from 'msw';
import { renderMockAsset } from '../assets/render';

/**
 * Images the demo data points at, drawn on the fly so the lobby works offline
 * (every kind under /mock-assets/: games, vendors, avatars, banners,
 * announcements, live models, points rewards).
 */
export const assetHandlers = [
  http.get('*/mock-assets/*', ({ request }) => {
    const url = new URL(request.url);
    const asset = renderMockAsset(url.pathname, url.search);
    if (!asset) return new HttpResponse(null, { status: 404 });
    return new HttpResponse(asset.body, { headers: { 'Content-Type': asset.contentType, 'Cache-Control': 'public, max-age=3600' } });
  }),
];
