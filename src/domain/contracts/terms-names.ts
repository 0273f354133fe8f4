import type { OrderTerms } from '../orders/documents';
import { WORLD } from '../orders/enums';
import type { Media } from '../projects/enums';

/**
 * The terms of a licence as a legal document writes them (docs/decisions/0052): media and countries by
 * their names in the document's language, never the wire keys (`tv`, `KZ`). Documents are written in
 * Russian, with the English alongside unless both sides read Russian.
 */
export type DocumentLanguage = 'ru' | 'en';

const mediaNames: Record<DocumentLanguage, Record<Media, string>> = {
  ru: {
    tv: 'телевидение',
    internet: 'интернет',
    mobile: 'мобильные устройства',
    radio: 'радио',
    podcast: 'подкасты',
    cinema: 'кинопрокат',
    theater: 'театр',
    video_games: 'видеоигры',
    streaming: 'стриминговые сервисы',
  },
  en: {
    tv: 'television',
    internet: 'internet',
    mobile: 'mobile devices',
    radio: 'radio',
    podcast: 'podcasts',
    cinema: 'cinema',
    theater: 'theatre',
    video_games: 'video games',
    streaming: 'streaming services',
  },
};

const regionNames: Record<DocumentLanguage, Intl.DisplayNames> = {
  ru: new Intl.DisplayNames(['ru'], { type: 'region', fallback: 'code' }),
  en: new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' }),
};

/** The media of a licence, named in `language`, in the order of the terms. */
export const mediaInWords = (list: readonly string[], language: DocumentLanguage) =>
  list.map((item) => mediaNames[language][item as Media] ?? item).join(', ');

/** A country's name in `language`: "Казахстан", "Kazakhstan"; an unknown code stays as it is. */
export function countryName(code: string, language: DocumentLanguage): string {
  try {
    return regionNames[language].of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** The territory in `language`: the whole world, or its countries by name, sorted as the language reads. */
export function territoryInWords(territory: readonly string[], language: DocumentLanguage): string {
  if (territory.includes(WORLD)) return language === 'ru' ? 'весь мир' : 'the whole world';
  return territory
    .map((code) => countryName(code, language))
    .sort((a, b) => a.localeCompare(b, language))
    .join(', ');
}

const ruMonths = (count: number) => {
  const tens = count % 100;
  const last = count % 10;
  if (tens >= 11 && tens <= 14) return 'месяцев';
  if (last === 1) return 'месяц';
  return last >= 2 && last <= 4 ? 'месяца' : 'месяцев';
};

/** The term in `language`: "36 месяцев", "60 months", "бессрочно", "perpetual". */
export function termInWords(termMonths: number | null, language: DocumentLanguage): string {
  if (termMonths === null) return language === 'ru' ? 'бессрочно' : 'perpetual';
  return language === 'ru'
    ? `${termMonths} ${ruMonths(termMonths)}`
    : `${termMonths} month${termMonths === 1 ? '' : 's'}`;
}

/** The number of uses in `language`: a count, or without limit. */
export function usesInWords(uses: number | null, language: DocumentLanguage): string {
  if (uses === null) return language === 'ru' ? 'без ограничений' : 'unlimited';
  return String(uses);
}

/**
 * Each part of the terms, one a line: media, territory, term, uses. In Russian, with the English after a
 * slash when the document is bilingual (docs/decisions/0052).
 */
export function termsInWords(terms: OrderTerms, bilingual: boolean): string[] {
  const say = (ru: string, en: string) => (bilingual ? `${ru} / ${en}` : ru);
  return [
    say(`Медиа: ${mediaInWords(terms.media, 'ru')}`, `Media: ${mediaInWords(terms.media, 'en')}`),
    say(
      `Территория: ${territoryInWords(terms.territory, 'ru')}`,
      `Territory: ${territoryInWords(terms.territory, 'en')}`,
    ),
    say(`Срок: ${termInWords(terms.termMonths, 'ru')}`, `Term: ${termInWords(terms.termMonths, 'en')}`),
    say(`Использований: ${usesInWords(terms.uses, 'ru')}`, `Uses: ${usesInWords(terms.uses, 'en')}`),
  ];
}
