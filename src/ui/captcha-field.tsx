import { useLingui } from '@lingui/react/macro';
import type { ComponentPropsWithRef } from 'react';
import { TextField } from './text-field';
import './form-extras.css';

type CaptchaFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  error?: string;
  /** The image as a data URL; undefined while it loads. */
  image: string | undefined;
  imageFailed?: boolean;
  onRefresh: () => void;
};

/** The captcha input with its image; clicking the image asks for a new one. */
export function CaptchaField({ image, imageFailed, onRefresh, ...field }: CaptchaFieldProps) {
  const { t } = useLingui();
  return (
    <div className="captcha-field">
      <TextField {...field} inputMode="text" autoComplete="off" spellCheck={false} autoCapitalize="none" />
      <button type="button" className="captcha-field__image" onClick={onRefresh} aria-label={t`New captcha image`} title={t`New captcha image`}>
        {image ? <img src={image} alt={t`Captcha`} width={120} height={44} /> : <span>{imageFailed ? t`Reload` : '…'}</span>}
      </button>
    </div>
  );
}
