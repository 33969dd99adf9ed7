import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  FEEDBACK_TYPE_ORDER,
  descriptionProblem,
  missingFeedbackFields,
  parseFeedbackType,
} from '@/features/support/logic/feedback';
import { helpTopicId, sortTopics } from '@/features/support/logic/help';

describe('feedback', () => {
  it('offers the question types of SPEC 3, "other" last', () => {
    expect(FEEDBACK_TYPE_ORDER).toEqual([1, 2, 3, 4, 6, 0]);
  });

  it.each([
    { draft: { type: '', content: '', captcha: '' }, missing: ['type', 'content', 'captcha'] },
    { draft: { type: '0', content: '', captcha: '8888' }, missing: ['content'] },
    { draft: { type: '3', content: '   ', captcha: ' ' }, missing: ['content', 'captcha'] },
    { draft: { type: '1', content: 'x'.repeat(20), captcha: '8888' }, missing: [] },
  ])('missing fields of $draft', ({ draft, missing }) => {
    expect(missingFeedbackFields(draft)).toEqual(missing);
  });

  it.each([
    [0, null],
    [DESCRIPTION_MIN - 1, 'short'],
    [DESCRIPTION_MIN, null],
    [DESCRIPTION_MAX, null],
    [DESCRIPTION_MAX + 1, 'long'],
  ])('a description of %i characters -> %s', (length, problem) => {
    expect(descriptionProblem('a'.repeat(length))).toBe(problem);
  });

  it('counts characters after trimming, whatever they are', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 250 }), (text) => {
        const length = [...text.trim()].length;
        const expected = length === 0 ? null : length < 20 ? 'short' : length > 200 ? 'long' : null;
        expect(descriptionProblem(text)).toBe(expected);
      }),
    );
  });

  it.each([
    ['1', 1],
    ['0', 0],
    ['6', 6],
    ['5', null],
    ['', null],
    ['x', null],
  ])('question type %j -> %s', (value, type) => {
    expect(parseFeedbackType(value)).toBe(type);
  });
});

describe('help centre', () => {
  it('orders topics by sequence and keeps the rest in place', () => {
    const topics = [
      { title: 'c', content: '' },
      { title: 'b', content: '', sequence: 2 },
      { title: 'a', content: '', sequence: 1 },
      { title: 'd', content: '' },
    ];
    expect(sortTopics(topics).map((topic) => topic.title)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('gives each term a prefixed element id', () => {
    expect(helpTopicId('term')).toBe('help-term');
    expect(helpTopicId('#deposit')).toBe('help-deposit');
  });
});
