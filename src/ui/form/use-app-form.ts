import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form with the zod schema as its resolver: values are checked on
 * submit, then again on each change of a field that has an error. The schema's
 * messages are `fieldMessage(msg\`…\`)`.
 */
export function useAppForm<Schema extends z.ZodType<FieldValues, FieldValues>>(schema: Schema, defaultValues: DefaultValues<z.input<Schema>>) {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({ resolver: zodResolver(schema), defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
}
