import type { FeedbackType } from '@generated/model';

/** SPEC 3's question types, in the order the select lists them ("other" last). */
export const FEEDBACK_TYPE_ORDER: readonly FeedbackType[] = [1, 2, 3, 4, 6, 0];

/** SPEC 5 and 9: the description takes 20 to 200 characters. */
export const DESCRIPTION_MIN = 20;
export const DESCRIPTION_MAX = 200;

export type FeedbackDraft = { type: string; content: string; captcha: string };
export type FeedbackField = keyof FeedbackDraft;

/** The required fields left empty, in form order (SPEC 8: listed with "is empty"). */
export function missingFeedbackFields(draft: FeedbackDraft): FeedbackField[] {
  const order: FeedbackField[] = ['type', 'content', 'captcha'];
  return order.filter((field) => draft[field].trim() === '');
}

/** Characters as a person counts them (an emoji is one). */
export function descriptionLength(content: string): number {
  return [...content.trim()].length;
}

export function descriptionProblem(content: string): 'short' | 'long' | null {
  const length = descriptionLength(content);
  if (length === 0) return null;
  if (length < DESCRIPTION_MIN) return 'short';
  return length > DESCRIPTION_MAX ? 'long' : null;
}

export function parseFeedbackType(value: string): FeedbackType | null {
  const type = Number(value);
  return value !== '' && FEEDBACK_TYPE_ORDER.includes(type as FeedbackType) ? (type as FeedbackType) : null;
}

/** The server refused the captcha answer (ErrorDetails.code); the form then shows a fresh image. */
export function isCaptchaRejection(error: unknown): boolean {
  const value = (error as { value?: unknown } | null)?.value;
  return typeof value === 'object' && value !== null && (value as { code?: unknown }).code === 'CAPTCHA_INVALID';
}
