/**
 * The parts of a message a translation must keep: its ICU arguments
 * (`{amount}`, `{count, plural, …}` by name) and its component tags
 * (`<0>`, `</0>`), sorted. Two messages with different tokens would lose a
 * value or a link.
 */
export function messageTokens(message: string): string[] {
  const tokens: string[] = [];
  let depth = 0;
  for (const match of message.matchAll(/\{|\}|<\/?\d+>|'[{}]'/g)) {
    const token = match[0];
    if (token === '{') {
      // Only top-level arguments: plural and select branches hold translated text.
      if (depth === 0) tokens.push(`{${message.slice((match.index ?? 0) + 1).match(/^\s*([\w.]+)/)?.[1] ?? ''}}`);
      depth += 1;
    } else if (token === '}') depth = Math.max(0, depth - 1);
    else if (token.startsWith('<')) tokens.push(token);
  }
  return tokens.sort();
}

export function sameTokens(source: string, translation: string): boolean {
  return JSON.stringify(messageTokens(source)) === JSON.stringify(messageTokens(translation));
}
