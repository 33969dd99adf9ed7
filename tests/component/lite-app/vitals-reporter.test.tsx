import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebVitalsReport } from '@generated/model';
import { session } from '@/api/session';
import { startVitalsReporter } from '@/features/lite-app/vitals-reporter';
import { currentLanguage } from '@/lib/i18n';
import { vitalsReports } from '@mocks/handlers/system-vitals';
import { stubBrowserApis } from '../../support/accounts';
import { loginAs } from '../../support/api-calls';
import { renderApp } from '../../support/render';

stubBrowserApis();

type Report = { name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB'; value: number; rating: 'good' | 'needs-improvement' | 'poor' };

/** Stand-ins for web-vitals' five callbacks: the test says when a figure is final. */
function fakeSources() {
  const reporters: Array<(metric: Report) => void> = [];
  const sources = Array.from({ length: 5 }, () => (report: (metric: Report) => void) => void reporters.push(report));
  const emit = (metric: Report) => reporters.forEach((report) => report(metric));
  return { sources, emit };
}

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

let stop = () => {};
afterEach(() => {
  stop();
  setVisibility('visible');
  session.clear();
});

/** A member on an install guide, with a query that must never leave: the reporter started as main.tsx starts it. */
async function visit(draw: number) {
  const member = await loginAs('demo', 'Demo@1234');
  const { router } = await renderApp(`/app-download/lite?lang=en&ref=${member.userName}`);
  await screen.findByRole('heading', { name: 'Install the lite app' });
  const { sources, emit } = fakeSources();
  const beacons: Blob[] = [];
  // The beacon goes where sendBeacon would send it: the contract's reportWebVitals, answered by the mocks.
  const send = vi.fn((url: string, body: Blob) => {
    beacons.push(body);
    void fetch(new URL(url, window.location.href), { method: 'POST', body, headers: { 'Content-Type': 'application/json' } });
    return true;
  });
  stop = startVitalsReporter({
    sampleRate: 0.25,
    draw,
    sources,
    send,
    routePattern: () => router.state.matches.at(-1)?.fullPath,
    language: currentLanguage,
    appVersion: '9.9.9',
    url: '/wps/system/vitals',
  });
  return { emit, send, beacons, token: session.token() ?? '', userName: member.userName };
}

describe('the field figures (issue 29)', () => {
  it('send one beacon when the page is hidden, with the route pattern and nothing personal', async () => {
    const before = vitalsReports().length;
    const { emit, send, beacons, token, userName } = await visit(0.1);
    emit({ name: 'TTFB', value: 210.04, rating: 'good' });
    emit({ name: 'LCP', value: 1840.56, rating: 'good' });
    emit({ name: 'CLS', value: 0.123456, rating: 'needs-improvement' });
    // Nothing leaves while the page is on screen.
    expect(send).not.toHaveBeenCalled();

    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
    const text = await beacons[0]!.text();
    const report = WebVitalsReport.parse(JSON.parse(text));
    expect(report).toEqual({
      appVersion: '9.9.9',
      language: 'EN',
      connection: 'unknown',
      metrics: [
        { name: 'TTFB', value: 210, rating: 'good', route: '/app-download/$guide' },
        { name: 'LCP', value: 1840.6, rating: 'good', route: '/app-download/$guide' },
        { name: 'CLS', value: 0.1235, rating: 'needs-improvement', route: '/app-download/$guide' },
      ],
    });
    expect(text).not.toContain('?');
    expect(text).not.toContain('lite');
    expect(text).not.toContain(token);
    expect(text).not.toContain(userName);
    // The mocks keep it for the mock panel's medians.
    await vi.waitFor(() => expect(vitalsReports()).toHaveLength(before + 1));

    // Hidden again with nothing new: no second beacon.
    setVisibility('visible');
    setVisibility('hidden');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('send nothing from a visit outside the sample', async () => {
    const { emit, send } = await visit(0.25);
    emit({ name: 'LCP', value: 900, rating: 'good' });
    setVisibility('hidden');
    expect(send).not.toHaveBeenCalled();
  });
});
