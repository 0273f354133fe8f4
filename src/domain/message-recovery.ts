import en from './locales/en.json';

/**
 * Notifications stored before the server kept their catalogue key (docs/decisions/0046) hold only the
 * English text it rendered. Matching that text against the English templates recovers the key and its
 * parameters, so the reader's client can show it in their language like a new one.
 */
interface Pattern {
  key: string;
  names: string[];
  regex: RegExp;
}

/** A template needs this much fixed text to be told apart from arbitrary words (an admin's message). */
const MIN_LITERAL = 12;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(key: string, template: string): (Pattern & { literal: number }) | null {
  const parts = template.split(/\{\{(\w+)\}\}/);
  const literal = parts.filter((_, i) => i % 2 === 0).join('').length;
  if (literal < MIN_LITERAL) return null;
  const names = parts.filter((_, i) => i % 2 === 1);
  const source = parts.map((part, i) => (i % 2 === 0 ? escape(part) : '([\\s\\S]*?)')).join('');
  return { key, names, regex: new RegExp(`^${source}$`), literal };
}

let patterns: Pattern[] | null = null;

/** The most specific templates first, so a longer fixed text wins over a shorter one it contains. */
function allPatterns(): Pattern[] {
  patterns ??= Object.entries(en)
    .map(([key, template]) => patternOf(key, template))
    .filter((pattern) => pattern !== null)
    .sort((a, b) => b.literal - a.literal);
  return patterns;
}

/** The catalogue key and parameters an English text was rendered from, or null when none matches. */
export function recoverMessage(text: string): { key: string; params: Record<string, string> } | null {
  for (const { key, names, regex } of allPatterns()) {
    const match = regex.exec(text);
    if (match) return { key, params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] ?? ''])) };
  }
  return null;
}
