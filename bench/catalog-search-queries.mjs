// The query mix of bench/catalog-search.mjs: query strings as the client sends them, one maker per kind.
import { randomSource, vocabulary, weighted, zipfRank } from './catalog-search-data.mjs';

const sorts = [
  'titleAsc',
  'titleDesc',
  'durationAsc',
  'durationDesc',
  'releaseDateAsc',
  'releaseDateDesc',
  'createdAtAsc',
  'createdAtDesc',
];
const values = (group) => Object.keys(weighted[group]);

/** A one-letter typo: drop, double or swap a letter inside the word. */
function typo(word, rng) {
  const at = 1 + Math.floor(rng.next() * (word.length - 2));
  const kind = Math.floor(rng.next() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at] + word.slice(at);
  return word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
}

const param = (name, value) => `${name}=${encodeURIComponent(value)}`;

/** Query makers by kind; `rng` is a randomSource. */
export function queryKinds() {
  const words = vocabulary();
  const real = words.slice(0, 300);
  const longReal = real.filter((word) => word.length >= 5);
  /** A word as people search: drawn by the same Zipf law as the catalogue's words. */
  const zipfWord = (rng, within = words.length) => words[Math.min(within, zipfRank(rng)) - 1];
  const chip = (rng, group) => param(group, rng.pick(values(group)));
  return {
    'common word': (rng) => param('search', words[Math.floor(rng.next() * 30)]),
    'rare word': (rng) => param('search', words[2000 + Math.floor(rng.next() * 8000)]),
    'prefix (2–4 letters)': (rng) => {
      const word = zipfWord(rng).padEnd(4, 's');
      return param('search', word.slice(0, 2 + Math.floor(rng.next() * 3)));
    },
    typo: (rng) => {
      const first = typo(rng.pick(longReal), rng);
      return param('search', rng.next() < 0.5 ? first : `${first} ${typo(rng.pick(longReal), rng)}`);
    },
    'filter: one group': (rng) =>
      rng.next() < 0.7 ? chip(rng, 'genres') : `${chip(rng, 'moods')}&${chip(rng, 'moods')}`,
    'filter: two groups': (rng) =>
      `${chip(rng, 'genres')}&${chip(rng, rng.next() < 0.6 ? 'moods' : 'tempo')}`,
    'search + filters': (rng) =>
      `${param('search', zipfWord(rng, 300))}&${chip(rng, 'genres')}${rng.next() < 0.5 ? `&${chip(rng, 'moods')}` : ''}${rng.next() < 0.5 ? '&explicit=false' : ''}`,
    sort: (rng) =>
      `sort=${rng.pick(sorts)}&page=${1 + Math.floor(rng.next() * 3)}${rng.next() < 0.3 ? `&${chip(rng, 'genres')}` : ''}`,
    'deep page': (rng) =>
      `page=${100 + Math.floor(rng.next() * 200)}${rng.next() < 0.5 ? `&${chip(rng, 'genres')}` : ''}`,
  };
}

export { randomSource };
