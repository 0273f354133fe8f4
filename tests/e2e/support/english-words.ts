/**
 * English left on a Russian screen (issue 26 "Done when"): the words of three or more Latin letters in
 * `text` once the data's own names (`allowed`: people, tracks, companies, the brand), addresses of mail
 * and the web, hashes (hex) and document numbers (`INV-2026-00012`) are taken out; any run of spaces
 * (no-break, line breaks) matches a space. Each word once, in the order met.
 */
export function englishWords(text: string, allowed: readonly string[]): string[] {
  const spaced = (words: string) => words.replace(/\s+/g, ' ');
  let rest = spaced(text)
    .replace(/\S+@\S+/g, ' ')
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\b[0-9a-f]{16,}\b/g, ' ')
    .replace(/\b[A-Z]{2,4}-\d{4}-\d+\b/g, ' ');
  for (const phrase of [...allowed].sort((a, b) => b.length - a.length))
    rest = rest.split(spaced(phrase)).join(' ');
  return [...new Set(rest.match(/[A-Za-z]{3,}/g) ?? [])];
}
