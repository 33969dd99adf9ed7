import { useMutation, type UseMutationOptions, type UseMutationResult } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

/**
 * Typed secrets (issue 28): the login and payment passwords, their confirmations, a PIN. Their field names
 * end in "password" (any case) or are "pin"; the flags about them (`passwordExpired`, `paymentPasswordSet`)
 * do not, and stay.
 */
export const isSecretField = (name: string): boolean => /password$/i.test(name) || /^(payment)?pin$/i.test(name);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * The variables as a cache may keep them: every secret field left out, and every function (a sign-in's
 * `obtain`, whose closure holds the typed password), at any depth of plain objects. Anything else is
 * returned as it is.
 */
export function withoutSecretFields<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutSecretFields(item)) as T;
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name, field]) => !isSecretField(name) && typeof field !== 'function')
      .map(([name, field]) => [name, withoutSecretFields(field)]),
  ) as T;
}

type MutationOptions<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> & {
  mutationFn: (variables: TVariables) => Promise<TData>;
};

/**
 * `useMutation` for calls that carry a typed secret (issue 28): the mutation cache (`variables` of the
 * mutation's state, what devtools and every observer read, kept after the call) holds the variables
 * without their secrets; the call itself gets them whole, handed over once through a WeakMap entry that
 * is gone when the call starts. Callbacks (`onSuccess`, …) see the variables without secrets.
 */
export function useSecretSafeMutation<TData, TVariables>({
  mutationFn,
  ...options
}: MutationOptions<TData, TVariables>): UseMutationResult<TData, Error, TVariables> {
  const [held] = useState(() => new WeakMap<object, TVariables>());
  const mutation = useMutation<TData, Error, TVariables>({
    ...options,
    mutationFn: (cached) => {
      const whole = typeof cached === 'object' && cached !== null ? held.get(cached) : undefined;
      if (whole !== undefined) held.delete(cached as object);
      return mutationFn(whole ?? cached);
    },
  });
  const hold = useCallback(
    (variables: TVariables): TVariables => {
      const cached = withoutSecretFields(variables);
      if (cached !== variables && typeof cached === 'object' && cached !== null) held.set(cached, variables);
      return cached;
    },
    [held],
  );
  const { mutate: send, mutateAsync: sendAsync } = mutation;
  const mutate = useCallback(
    (...[variables, callbacks]: Parameters<typeof send>) => send(...([hold(variables as TVariables), callbacks] as Parameters<typeof send>)),
    [send, hold],
  ) as typeof send;
  const mutateAsync = useCallback(
    (...[variables, callbacks]: Parameters<typeof sendAsync>) => sendAsync(...([hold(variables as TVariables), callbacks] as Parameters<typeof sendAsync>)),
    [sendAsync, hold],
  ) as typeof sendAsync;
  return { ...mutation, mutate, mutateAsync } as UseMutationResult<TData, Error, TVariables>;
}
