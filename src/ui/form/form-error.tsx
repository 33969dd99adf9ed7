import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { apiErrorMessage } from '@/api/api-error-message';
import '../form.css';

export type DescribeError = (error: unknown) => MessageDescriptor | null | undefined;

/** A failed submit in words: the form's own reading of the error first, then the generic one for its kind. */
export function FormError({ error, describe }: { error: unknown; describe?: DescribeError }) {
  const { i18n } = useLingui();
  return (
    <p className="form__error" role="alert">
      {i18n._(describe?.(error) ?? apiErrorMessage(error))}
    </p>
  );
}
