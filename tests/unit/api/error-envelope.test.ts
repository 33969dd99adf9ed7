import { describe, expect, it } from 'vitest';
import { ANSWERS } from '@generated/contract/answers';
import { ErrorEnvelope } from '@generated/model/errorEnvelope.zod';
import { failureEnvelope } from '@/api/error-envelope';

/**
 * The fetcher reads failures with a hand-written reading of the contract's failure envelope (zod stays out of the
 * first download, issue 12). The copy must read every body as the generated schema does: the same bodies are
 * failures, with the same data (unknown keys dropped), the rest are not.
 */
const sameAsGenerated = (body: unknown) => {
  const generated = ErrorEnvelope.safeParse(body);
  const copy = failureEnvelope.safeParse(body);
  expect(copy.success).toBe(generated.success);
  expect(copy.success ? copy.data : undefined).toStrictEqual(generated.data);
  return copy.success;
};

describe('the failure envelope the fetcher reads', () => {
  const answers = Object.entries(ANSWERS).flatMap(([operation, list]) => list.map((answer) => [`${operation} ${answer.name}`, answer.body] as const));

  it('reads every named answer of the contract as the generated schema does', () => {
    const failures = answers.filter(([, body]) => sameAsGenerated(body));
    // Both kinds are there: the check is not vacuous.
    expect(failures.length).toBeGreaterThan(20);
    expect(answers.length - failures.length).toBeGreaterThan(20);
  });

  it.each([
    ['a failure without details', { success: false, message: 'No', value: null }, true],
    [
      'a failure with a code, fields and a captcha',
      { success: false, message: null, value: { code: 'INVALID_REQUEST', fields: ['amount'], captchaRequired: true } },
      true,
    ],
    ['unknown keys (dropped)', { success: false, message: 'No', value: { code: 'NO_DATA', extra: 1 }, traceId: 'x' }, true],
    ['every code of the contract', { success: false, message: 'No', value: { code: 'TOO_MANY_REQUESTS' } }, true],
    ['a code the contract does not list', { success: false, message: 'No', value: { code: 'NOT_IN_THE_CONTRACT' } }, false],
    ['a success', { success: true, message: null, value: { code: 'NO_DATA' } }, false],
    ['no message', { success: false, value: null }, false],
    ['a number as message', { success: false, message: 42, value: null }, false],
    ['details of the wrong shape', { success: false, message: 'No', value: { fields: 'amount' } }, false],
    ['a captcha flag as text', { success: false, message: 'No', value: { captchaRequired: 'yes' } }, false],
    ['no value', { success: false, message: 'No' }, false],
    ['details as a list', { success: false, message: 'No', value: [] }, false],
    ['a field name that is not text', { success: false, message: 'No', value: { fields: ['amount', 3] } }, false],
    ['a list', [{ success: false, message: 'No', value: null }], false],
    ['text', 'Bad gateway', false],
    ['nothing', null, false],
  ])('%s', (_name, body, isFailure) => {
    expect(sameAsGenerated(body)).toBe(isFailure);
  });

  it('knows every code of the generated schema', () => {
    const codes = ErrorEnvelope.shape.value.options[0].shape.code.unwrap().options;
    for (const code of codes) expect(sameAsGenerated({ success: false, message: null, value: { code } })).toBe(true);
  });
});
