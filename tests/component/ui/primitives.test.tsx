import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormEvent } from 'react';
import { CountBadge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { Chip, ChipGroup } from '@/ui/chip';
import { EmptyState } from '@/ui/empty-state';
import { IconButton } from '@/ui/icon-button';
import { PageHeader } from '@/ui/page-header';

describe('Button', () => {
  it('never submits a form by accident and is a submit button only when asked', () => {
    render(
      <form>
        <Button>Plain</Button>
        <Button type="submit" variant="primary">
          Send
        </Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Plain' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveClass('button', 'button--primary');
  });

  it('while pending is disabled, busy and ignores presses', async () => {
    const onClick = vi.fn();
    render(
      <Button pending onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });
});

describe('Chip', () => {
  it('says whether it is pressed, never submits its form, and names its look by a BEM modifier', async () => {
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <ChipGroup label="Quick amounts">
          <Chip pressed onClick={onClick}>
            100
          </Chip>
          <Chip pressed={false} variant="primary">
            Hot
          </Chip>
          <Chip pressed={false} variant="quiet">
            Arcade
          </Chip>
          <Chip pressed={false} amount>
            RM 50.00
          </Chip>
        </ChipGroup>
      </form>,
    );
    const group = screen.getByRole('group', { name: 'Quick amounts' });
    const soft = within(group).getByRole('button', { name: '100', pressed: true });
    expect(soft).toHaveAttribute('type', 'button');
    expect(soft.className).toBe('chip');
    expect(within(group).getByRole('button', { name: 'Hot', pressed: false })).toHaveClass('chip', 'chip--primary');
    expect(within(group).getByRole('button', { name: 'Arcade', pressed: false })).toHaveClass('chip', 'chip--quiet');
    expect(within(group).getByRole('button', { name: 'RM 50.00', pressed: false })).toHaveClass('chip', 'chip--amount');
    await userEvent.setup().click(soft);
    expect(onClick).toHaveBeenCalledOnce();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('IconButton', () => {
  it('is named by its label, not by its icon', () => {
    render(
      <IconButton label="Side menu">
        <svg aria-hidden="true" />
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Side menu' })).toHaveClass('icon-button');
  });
});

describe('CountBadge', () => {
  it('shows nothing at 0, the count above it and 99+ past 99', () => {
    const { container, rerender } = render(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
    rerender(<CountBadge count={3} />);
    expect(container).toHaveTextContent('3');
    rerender(<CountBadge count={150} />);
    expect(container).toHaveTextContent('99+');
  });
});

describe('PageHeader and EmptyState', () => {
  it('give the page its heading and the empty list its words and action', () => {
    render(
      <>
        <PageHeader title="Betting record" description="Your bets of the last 30 days" actions={<Button>Export</Button>} />
        <EmptyState icon="receipt" title="No bets yet" text="Your bets show up here." action={<Button>Browse games</Button>} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Betting record' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No bets yetYour bets show up here.');
    expect(screen.getByRole('button', { name: 'Browse games' })).toBeInTheDocument();
  });
});
