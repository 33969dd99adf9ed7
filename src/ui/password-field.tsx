import { useLingui } from '@lingui/react/macro';
import { useState, type ComponentPropsWithRef } from 'react';
import { TextField } from './text-field';
import './form-extras.css';

type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & {
  label: string;
  error?: string;
  hint?: string;
  /** `current-password` to log in, `new-password` to choose one (password managers read this). */
  autoComplete: 'current-password' | 'new-password' | 'one-time-code' | 'off';
};

/** A password input with a show/hide toggle, so a person can check what they typed on a phone. */
export function PasswordField(props: PasswordFieldProps) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-field">
      <TextField {...props} type={visible ? 'text' : 'password'} spellCheck={false} autoCapitalize="none" />
      {/* Named by its text, not aria-label, so it never reads as a second "password" label. */}
      <button type="button" className="password-field__toggle" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
        <span className="visually-hidden">{visible ? t`Hide password` : t`Show password`}</span>
        <svg
          aria-hidden="true"
          focusable="false"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
          <circle cx="12" cy="12" r="3" />
          {visible ? null : <path d="M4 4l16 16" />}
        </svg>
      </button>
    </div>
  );
}
