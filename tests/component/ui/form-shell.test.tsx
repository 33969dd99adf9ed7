import { msg } from '@lingui/core/macro';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/api/api-error';
import { fieldMessage, FormShell, useAppForm } from '@/ui/form';
import { TextField } from '@/ui/text-field';

const schema = z.object({
  amount: z
    .string()
    .trim()
    .min(1, fieldMessage(msg`Please enter an amount.`)),
  note: z.string(),
});

/** A form as a feature writes it; `send` stands in for the endpoint the mutation hook owns. */
function TestForm({ send }: { send: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const form = useAppForm(schema, { amount: '', note: '' });
  const mutation = useMutation({ mutationFn: send });
  return (
    <FormShell form={form} mutation={mutation} submitLabel="Save" pendingLabel="Saving…" onSubmit={(values) => mutation.mutateAsync(values)}>
      <TextField name="amount" label="Amount" />
      <TextField name="note" label="Note" />
    </FormShell>
  );
}

function renderForm(send: (values: z.output<typeof schema>) => Promise<unknown>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <TestForm send={send} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return userEvent.setup();
}

describe('FormShell', () => {
  it('shows the translated field message for bad input and sends nothing', async () => {
    const send = vi.fn(() => Promise.resolve());
    const user = renderForm(send);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter an amount.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Amount')).toHaveAccessibleDescription('Please enter an amount.');
    expect(send).not.toHaveBeenCalled();
  });

  it('locks the button while the call runs: disabled, busy, and a second press sends nothing', async () => {
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = renderForm(send);
    await user.type(screen.getByLabelText('Amount'), '10');
    const form = screen.getByRole('button', { name: 'Save' }).closest('form') as HTMLFormElement;
    // Two submits in the same tick: the second lands before any re-render could disable the button.
    form.requestSubmit();
    form.requestSubmit();
    const pending = await screen.findByRole('button', { name: 'Saving…' });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    await user.click(pending);
    await user.keyboard('{Enter}');
    expect(send).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });

  it('shows the submit error in words and keeps everything typed after a failed call', async () => {
    const send = vi.fn(() => Promise.reject(new ApiError('network', 'offline')));
    const user = renderForm(send);
    await user.type(screen.getByLabelText('Amount'), '25.50');
    await user.type(screen.getByLabelText('Note'), 'rent');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal. Please try again.');
    expect(screen.getByLabelText('Amount')).toHaveValue('25.50');
    expect(screen.getByLabelText('Note')).toHaveValue('rent');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
