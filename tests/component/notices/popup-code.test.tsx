import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getGetAnnouncementContentMockHandler } from '@generated/api/content/content.msw';
import { server } from '@mocks/node';
import { renderApp } from '../../support/render';

// Counts the evaluations of the popup's module (the dialog, the tabs, the sanitiser): the code the page loads for it.
const popupCode = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@/features/notices/components/announcement-popup', async (importOriginal) => {
  popupCode.loads += 1;
  return importOriginal();
});

/** The hot games' track module labels its slides once the page has been idle: the moment the popup's code was asked for. */
const pageWasIdle = () => waitFor(() => expect(screen.getAllByRole('group', { name: /^1 of \d+$/ }).length).toBeGreaterThan(0));

// In this order: the module, once loaded, stays loaded for the rest of the file.
describe('the announcement popup code', () => {
  it('is not loaded when the announcements name no popup to show', async () => {
    server.use(getGetAnnouncementContentMockHandler({ success: true, value: [] }));
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    await pageWasIdle();
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).not.toBeInTheDocument();
    expect(popupCode.loads).toBe(0);
  });

  it('is loaded when there is a popup, which opens', async () => {
    await renderApp('/');
    expect(await screen.findByRole('dialog', { name: 'Announcements' })).toBeInTheDocument();
    expect(popupCode.loads).toBe(1);
  });
});
