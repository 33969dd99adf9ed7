import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeObserver } from '../../support/near';
import { renderApp } from '../../support/render';

afterEach(() => {
  FakeObserver.all = [];
  vi.unstubAllGlobals();
});

describe('the site footer', () => {
  it('shows its vendor marquee and pictures (age mark, payment, certification and licence badges) once it nears the viewport', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    await renderApp('/promotions');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Help centre' })).toBeInTheDocument();
    expect(within(footer).queryByRole('img', { name: 'PAGCOR' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('img', { name: '18+' })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('region', { name: 'Game provider logos' })).not.toBeInTheDocument();

    act(() => FakeObserver.near(footer));
    expect(within(footer).getByRole('img', { name: '18+' })).toHaveAttribute('src', '/footer/age-18.svg');
    expect(within(footer).getByRole('img', { name: 'DuitNow' })).toBeInTheDocument();
    expect(within(footer).getByRole('img', { name: 'PAGCOR' })).toBeInTheDocument();
    expect(within(footer).getByRole('region', { name: 'Gaming licences' })).toBeInTheDocument();
    expect(within(footer).getByRole('region', { name: 'Game provider logos' })).toBeInTheDocument();
  });
});
