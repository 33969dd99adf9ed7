import { useLingui } from '@lingui/react';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { Button } from '../button';
import { FormError, type DescribeError } from './form-error';
import { translateMessage } from './form-message';
import '../form.css';

type FormShellProps<Values extends FieldValues, Output> = {
  form: UseFormReturn<Values, unknown, Output>;
  /** Runs with valid values only; return the mutation's promise (`mutateAsync`) so the shell knows when it ends. */
  onSubmit: (values: Output) => Promise<unknown> | void;
  /** The mutation behind the form: while it runs the button is locked, its error is the submit error line. */
  mutation?: { isPending: boolean; error: unknown };
  submitLabel: ReactNode;
  pendingLabel?: ReactNode;
  /** The form's own reading of a failure (a server code); the error kind's generic message otherwise. */
  describeError?: DescribeError;
  /** Replaces the error line when a failure needs more than a sentence (a link, a notice); null shows nothing, undefined the usual line. */
  renderError?: (error: unknown) => ReactNode;
  /** The submit button spans the form (dialogs); false for inline forms. */
  block?: boolean;
  'aria-labelledby'?: string;
  children: ReactNode;
};

/**
 * The form every feature uses: fields bound by name (they read the form from
 * context), the submit error line, and a submit button that is disabled and
 * busy while the call runs, so a second press sends nothing. Values are never
 * reset here: a failed call keeps everything the person typed.
 */
export function FormShell<Values extends FieldValues, Output>({
  form,
  onSubmit,
  mutation,
  submitLabel,
  pendingLabel,
  describeError,
  renderError,
  block = true,
  children,
  ...labelled
}: FormShellProps<Values, Output>) {
  const { i18n } = useLingui();
  // A ref, not state: two presses in the same frame both get past a disabled check made from the last render.
  // Claimed at the press itself, before validation, so a second press never reaches the call (money moves once).
  const running = useRef(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current || mutation?.isPending) return;
    running.current = true;
    void form
      .handleSubmit(async (values) => {
        try {
          await onSubmit(values);
        } catch {
          // The mutation holds the error and the line below shows it; nothing to rethrow into the event handler.
        }
      })(event)
      .finally(() => {
        running.current = false;
      });
  };
  const pending = form.formState.isSubmitting || !!mutation?.isPending;
  const failure = mutation?.error;
  const invalid = translateMessage(i18n, form.formState.errors.root?.message);
  return (
    <FormProvider {...form}>
      <form className="form" onSubmit={submit} noValidate {...labelled}>
        {children}
        {invalid ? (
          <p className="form__error" role="alert">
            {invalid}
          </p>
        ) : failure ? (
          <FailureLine failure={failure} renderError={renderError} describeError={describeError} />
        ) : null}
        <Button type="submit" variant="primary" block={block} pending={pending}>
          {pending && pendingLabel ? pendingLabel : submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}

function FailureLine({
  failure,
  renderError,
  describeError,
}: {
  failure: unknown;
  renderError?: (error: unknown) => ReactNode;
  describeError?: DescribeError;
}) {
  const custom = renderError?.(failure);
  return custom === undefined ? <FormError error={failure} describe={describeError} /> : custom;
}
