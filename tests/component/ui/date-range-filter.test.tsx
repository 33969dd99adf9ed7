import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeFilter } from '@/ui/report-page/date-range-filter';

describe('the date range filter', () => {
  it('shows its days in the site format, not the browser picker face, and hands back machine days', () => {
    const onChange = vi.fn();
    render(
      <I18nProvider i18n={i18n}>
        <DateRangeFilter range={{ from: '2026-11-20', to: '2026-11-26' }} presets={['last7']} onChange={onChange} />
      </I18nProvider>,
    );
    const from = screen.getByLabelText('From');
    // The picker keeps the machine value; the face players read is the one format of the site (ADR 0028).
    expect(from).toHaveValue('2026-11-20');
    expect(from.parentElement).toHaveTextContent('Nov 20, 2026');
    expect(screen.getByLabelText('To').parentElement).toHaveTextContent('Nov 26, 2026');
    fireEvent.change(from, { target: { value: '2026-11-18' } });
    expect(onChange).toHaveBeenCalledWith({ from: '2026-11-18', to: '2026-11-26' });
  });
});
