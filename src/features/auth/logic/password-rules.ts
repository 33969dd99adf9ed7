import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RegisterFieldSetting } from '@generated/model';
import { fieldProblemMessage } from './field-messages';
import { validateField, type FieldRule } from './field-validation';
import { isDefaultPassword } from './login-state';

/** Used until the server's register settings arrive; the server checks again anyway. */
export const FALLBACK_PASSWORD_RULE: FieldRule = { required: true, acceptedPattern: '*', patternId: 0, minLength: 6, maxLength: 20 };

/** The rule of one registration field from the server's settings, if it is listed and enabled. */
export function ruleFor(settings: readonly RegisterFieldSetting[] | undefined, field: string): RegisterFieldSetting | undefined {
  return settings?.find((setting) => setting.field === field);
}

/** The password format of the register settings, always required. */
export function passwordRule(settings: readonly RegisterFieldSetting[] | undefined): FieldRule {
  const setting = ruleFor(settings, 'password');
  return setting ? { ...setting, required: true } : FALLBACK_PASSWORD_RULE;
}

/**
 * A new password (change, forced change, reset by phone): the server's format,
 * never the well-known default, and not the old one again.
 */
export function newPasswordMessage(rule: FieldRule, value: string, oldPassword?: string): MessageDescriptor | null {
  const problem = validateField({ ...rule, required: true }, value);
  if (problem) return fieldProblemMessage(problem);
  if (isDefaultPassword(value)) return msg`This password is too easy to guess. Please choose another one.`;
  if (oldPassword !== undefined && value === oldPassword) return msg`The new password must be different from the old one.`;
  return null;
}

export const INCONSISTENT_PASSWORDS = msg`The two passwords are inconsistent.`;
