import { Trans } from '@lingui/react/macro';
import { Icon } from '@/ui/icon';
import '@/ui/money-pages.css';
import './deposit-steps.css';

/** Where the member is: amount, payment, credit. */
export function DepositSteps({ step }: { step: 1 | 2 | 3 }) {
  const steps = [<Trans key="1">Amount</Trans>, <Trans key="2">Payment</Trans>, <Trans key="3">Credited</Trans>];
  return (
    <ol className="steps">
      {steps.map((label, index) => {
        const number = index + 1;
        const state = number < step ? 'done' : number === step ? 'current' : 'next';
        return (
          <li key={number} className={`steps__item is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
            <span className="steps__dot">{state === 'done' ? <Icon name="check" size={14} /> : number}</span>
            <span className="steps__label">{label}</span>
          </li>
        );
      })}
    </ol>
  );
}
