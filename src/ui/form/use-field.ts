import { useLingui } from '@lingui/react';
import { get, useFormContext, type RegisterOptions, type UseFormRegisterReturn } from 'react-hook-form';
import { translateMessage } from './form-message';

type Binding = { registration: Partial<UseFormRegisterReturn>; error: string | undefined };

/**
 * What a field named `name` needs from the surrounding `FormShell`: its
 * registration (value, change, ref) and its translated error. Outside a form,
 * or without a name, the field is a plain input driven by its own props.
 */
export function useField(name: string | undefined, error: string | undefined, options?: RegisterOptions): Binding {
  const form = useFormContext() as ReturnType<typeof useFormContext> | null;
  const { i18n } = useLingui();
  if (!form || !name) return { registration: {}, error };
  const own = get(form.formState.errors, name) as { message?: string } | undefined;
  return { registration: form.register(name, options), error: error ?? translateMessage(i18n, own?.message) };
}
