import type { UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from './api-error';
import { isSecretField, useSecretSafeMutation } from './secret-variables';

/**
 * Money moves once (issue 21, the contract's Idempotency-Key): one key per
 * intent of the person. The same input sent again while its outcome is
 * unknown (no answer, a time-out, a 5XX) keeps its key, so the server answers
 * the first result instead of moving the money twice; a definite answer
 * (success, or a refusal the server decided) or a changed input starts a new
 * intent with a new key.
 */
export type Intent = { keyFor(input: unknown): string; settle(): void };

/**
 * A stable text of an input: the same fields in any order are the same intent. A typed secret (the
 * payment password, a PIN) is no part of it (issue 28): the intent keeps this text until it settles, and
 * the secret must not outlive its call; the same transfer retried with the password typed again is the
 * same intent.
 */
function fingerprint(input: unknown): string {
  return JSON.stringify(input, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.entries(value as Record<string, unknown>)
            .filter(([name]) => !isSecretField(name))
            .sort(([a], [b]) => a.localeCompare(b)),
        )
      : value,
  );
}

export function createIntent(newKey: () => string = () => crypto.randomUUID()): Intent {
  let current: { input: string; key: string } | null = null;
  return {
    keyFor(input) {
      const text = fingerprint(input) ?? '';
      if (current?.input !== text) current = { input: text, key: newKey() };
      return current.key;
    },
    settle() {
      current = null;
    },
  };
}

/** True when the server decided the call (so a repeat is a new intent); false when the outcome is unknown. */
export function outcomeKnown(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'rejected' || error.kind === 'unauthorized') return true;
  return error.kind === 'http' && (error.status ?? 500) < 500;
}

export type IdempotencyHeaders = { 'Idempotency-Key': string };

/**
 * A mutation that moves money or value: `send` gets the intent's
 * `Idempotency-Key` header with the variables. Use it for every operation the
 * contract gives the IdempotencyKey parameter (the generated functions require
 * the header, so none can be called without one). Its variables' secrets stay
 * out of the mutation cache (useSecretSafeMutation).
 */
export function useIdempotentMutation<TData, TVariables = void>(
  send: (variables: TVariables, headers: IdempotencyHeaders) => Promise<TData>,
  options: Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'> = {},
) {
  const [intent] = useState(() => createIntent());
  return useSecretSafeMutation<TData, TVariables>({
    ...options,
    mutationFn: async (variables) => {
      try {
        const result = await send(variables, { 'Idempotency-Key': intent.keyFor(variables ?? null) });
        intent.settle();
        return result;
      } catch (error) {
        if (outcomeKnown(error)) intent.settle();
        throw error;
      }
    },
  });
}
