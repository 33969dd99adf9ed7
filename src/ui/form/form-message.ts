import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

const PREFIX = 'i18n:';

/**
 * The one way to write a validation message: `fieldMessage(msg\`…\`)` inside a
 * zod schema. zod and react-hook-form carry messages as strings, so the
 * descriptor (id and values) travels encoded and is translated when a field
 * renders: schemas can live outside components (no `t` to pass in) and a
 * shown error follows a language change.
 */
export function fieldMessage(descriptor: MessageDescriptor): string {
  return PREFIX + JSON.stringify({ id: descriptor.id, message: descriptor.message, values: descriptor.values });
}

/** Said when a schema forgot its message: never show zod's English default. */
const UNNAMED_PROBLEM = msg`Please check this field.`;

/** The translated text of a message made by `fieldMessage`; undefined when there is none. */
export function translateMessage(i18n: I18n, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (!text.startsWith(PREFIX)) return i18n._(UNNAMED_PROBLEM);
  return i18n._(JSON.parse(text.slice(PREFIX.length)) as MessageDescriptor);
}
