import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@/api/session';
import { FeedbackDialog } from '@/features/support';
import { createQueryClient } from '@/query-client';
import { db } from '@mocks/db/store';
import { renderApp } from '../../support/render';
import { callsTo, recordCalls, stubBrowserApis } from '../../support/accounts';

stubBrowserApis();

function renderFeedback() {
  const onClose = vi.fn();
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <FeedbackDialog onClose={onClose} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { onClose, user };
}

describe('the feedback modal (SPEC 2, 3, 5, 8)', () => {
  it('offers the question types of SPEC 3 and shows a captcha image', async () => {
    renderFeedback();
    const dialog = within(await screen.findByRole('dialog', { name: 'Feedback' }));
    const options = within(dialog.getByLabelText('Question type'))
      .getAllByRole('option')
      .map((option) => [option.getAttribute('value'), option.textContent]);
    expect(options).toEqual([
      ['', 'Choose a question type'],
      ['1', 'Deposit issues'],
      ['2', 'Withdrawal issues'],
      ['3', 'Game issues'],
      ['4', 'Customer service issues'],
      ['6', 'Agent application issues'],
      ['0', 'Other issues'],
    ]);
    expect(await dialog.findByRole('img', { name: 'Captcha' })).toHaveAttribute('src', expect.stringMatching(/^data:image\//));
  });

  it('lists the missing fields with "is empty" and sends nothing', async () => {
    const calls = recordCalls();
    const { user } = renderFeedback();
    const dialog = within(await screen.findByRole('dialog', { name: 'Feedback' }));
    await user.type(dialog.getByLabelText('Description'), 'My deposit did not arrive yet.');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    const warning = await screen.findByRole('dialog', { name: 'Please complete the form' });
    expect(
      within(warning)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Question type is empty', 'Captcha is empty']);
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(dialog.getByLabelText('Description')).toHaveValue('My deposit did not arrive yet.');
    expect(callsTo(calls, '/wps/member/feedback')).toHaveLength(0);
  });

  it('counts the description live and refuses fewer than 20 characters', async () => {
    const calls = recordCalls();
    const { user } = renderFeedback();
    const dialog = within(await screen.findByRole('dialog', { name: 'Feedback' }));
    expect(dialog.getByText('0 / 200 characters')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Description'), 'Too short');
    expect(dialog.getByText('9 / 200 characters')).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Question type'), 'Game issues');
    await user.type(dialog.getByLabelText('Captcha'), '8888');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Please describe the problem in 20 to 200 characters.')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/member/feedback')).toHaveLength(0);
  });

  it('sends the feedback as the logged-in user, then closes', async () => {
    session.set({ token: 't', username: 'demo' });
    const calls = recordCalls();
    const { user, onClose } = renderFeedback();
    const dialog = within(await screen.findByRole('dialog', { name: 'Feedback' }));
    await user.selectOptions(dialog.getByLabelText('Question type'), 'Deposit issues');
    await user.type(dialog.getByLabelText('Description'), 'My deposit of 500.00 is not credited after 2 hours.');
    await user.type(dialog.getByLabelText('Captcha'), '8888');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    const thanks = await screen.findByRole('dialog', { name: 'Feedback sent' });
    expect(JSON.parse(callsTo(calls, '/wps/member/feedback')[0]?.body ?? '{}')).toEqual({
      type: 1,
      content: 'My deposit of 500.00 is not credited after 2 hours.',
      captcha: '8888',
      // The answer travels with the id of the image it answers (issue 21).
      captchaId: expect.stringMatching(/^cap-/),
      sender: 'demo',
    });
    expect(db.state.feedback).toHaveLength(1);
    await user.click(within(thanks).getByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps the text and shows a new image when the captcha is wrong', async () => {
    const calls = recordCalls();
    const { user } = renderFeedback();
    const dialog = within(await screen.findByRole('dialog', { name: 'Feedback' }));
    await user.selectOptions(dialog.getByLabelText('Question type'), 'Other issues');
    await user.type(dialog.getByLabelText('Description'), 'The lobby could show more live tables.');
    await user.type(dialog.getByLabelText('Captcha'), '1111');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The captcha is wrong.');
    expect(dialog.getByLabelText('Description')).toHaveValue('The lobby could show more live tables.');
    expect(dialog.getByLabelText('Captcha')).toHaveValue('');
    await waitFor(() => expect(callsTo(calls, '/wps/captcha')).toHaveLength(2));
    expect(JSON.parse(callsTo(calls, '/wps/member/feedback')[0]?.body ?? '{}')).toMatchObject({ sender: 'guest' });
  });
});

describe('the help centre /help (SPEC 2)', () => {
  it('lists the topics and scrolls to the #term anchor', async () => {
    const scrolled: string[] = [];
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this.id);
    };
    try {
      await renderApp('/help#term');
      const dialog = within(await screen.findByRole('dialog', { name: 'Help centre' }));
      const topic = await dialog.findByRole('region', { name: 'Terms and conditions' });
      expect(topic).toHaveTextContent('at least 18 years old');
      expect(dialog.getByRole('navigation', { name: 'Help topics' })).toBeInTheDocument();
      await waitFor(() => expect(scrolled).toContain('help-term'));
      expect(dialog.getByRole('link', { name: 'Terms and conditions' })).toHaveAttribute('aria-current', 'page');
      expect(dialog.getByRole('link', { name: 'How to deposit' })).not.toHaveAttribute('aria-current');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });
});
