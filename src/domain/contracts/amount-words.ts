/**
 * An amount of money in words, as a contract and an invoice write their totals (docs/licensing.md §6):
 * the rubles in words, the kopecks in figures — "Сто двадцать три рубля 45 копеек", "One hundred
 * twenty-three rubles 45 kopecks". Amounts are integer kopecks; rubles up to 999 999 999 999.
 */

const ruOnes = ['', 'один', 'два', 'три', 'четыре', 'пять', 'шесть', 'семь', 'восемь', 'девять'];
const ruOnesFeminine = ['', 'одна', 'две', ...ruOnes.slice(3)];
const ruTeens = [
  'десять',
  'одиннадцать',
  'двенадцать',
  'тринадцать',
  'четырнадцать',
  'пятнадцать',
  'шестнадцать',
  'семнадцать',
  'восемнадцать',
  'девятнадцать',
];
const ruTens = [
  '',
  '',
  'двадцать',
  'тридцать',
  'сорок',
  'пятьдесят',
  'шестьдесят',
  'семьдесят',
  'восемьдесят',
  'девяносто',
];
const ruHundreds = [
  '',
  'сто',
  'двести',
  'триста',
  'четыреста',
  'пятьсот',
  'шестьсот',
  'семьсот',
  'восемьсот',
  'девятьсот',
];

/** The Russian plural form of a count: one (1, 21), few (2–4, 22–24), many (0, 5–20, 25…). */
export function russianPlural(count: number, forms: readonly [string, string, string]): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 19) return forms[2];
  if (last === 1) return forms[0];
  if (last >= 2 && last <= 4) return forms[1];
  return forms[2];
}

function ruTriple(value: number, feminine: boolean): string[] {
  const words = [ruHundreds[Math.floor(value / 100)]!];
  const rest = value % 100;
  if (rest >= 10 && rest < 20) words.push(ruTeens[rest - 10]!);
  else {
    words.push(ruTens[Math.floor(rest / 10)]!);
    words.push((feminine ? ruOnesFeminine : ruOnes)[rest % 10]!);
  }
  return words.filter(Boolean);
}

const ruScales: { size: number; feminine: boolean; forms: [string, string, string] }[] = [
  { size: 1e9, feminine: false, forms: ['миллиард', 'миллиарда', 'миллиардов'] },
  { size: 1e6, feminine: false, forms: ['миллион', 'миллиона', 'миллионов'] },
  { size: 1e3, feminine: true, forms: ['тысяча', 'тысячи', 'тысяч'] },
];

/** A whole number in Russian words, masculine (рубль): 21 → "двадцать один". */
export function russianNumber(value: number): string {
  if (value === 0) return 'ноль';
  const words: string[] = [];
  let rest = value;
  for (const scale of ruScales) {
    const count = Math.floor(rest / scale.size);
    rest %= scale.size;
    if (count === 0) continue;
    words.push(...ruTriple(count, scale.feminine), russianPlural(count, scale.forms));
  }
  words.push(...ruTriple(rest, false));
  return words.join(' ');
}

const enSmall = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const enTens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

function enTriple(value: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  if (hundreds) words.push(enSmall[hundreds]!, 'hundred');
  if (rest >= 20) {
    const tens = enTens[Math.floor(rest / 10)]!;
    words.push(rest % 10 ? `${tens}-${enSmall[rest % 10]}` : tens);
  } else if (rest) words.push(enSmall[rest]!);
  return words;
}

const enScales = [
  { size: 1e9, name: 'billion' },
  { size: 1e6, name: 'million' },
  { size: 1e3, name: 'thousand' },
];

/** A whole number in English words: 1021 → "one thousand twenty-one". */
export function englishNumber(value: number): string {
  if (value === 0) return 'zero';
  const words: string[] = [];
  let rest = value;
  for (const scale of enScales) {
    const count = Math.floor(rest / scale.size);
    rest %= scale.size;
    if (count) words.push(...enTriple(count), scale.name);
  }
  words.push(...enTriple(rest));
  return words.join(' ');
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const twoDigits = (value: number) => String(value).padStart(2, '0');

/** An amount in kopecks in words: the rubles in words, the kopecks in figures. */
export function amountInWords(kopecks: number, language: 'en' | 'ru'): string {
  if (!Number.isInteger(kopecks) || kopecks < 0)
    throw new RangeError('An amount is whole kopecks, not negative');
  const rubles = Math.floor(kopecks / 100);
  const cents = kopecks % 100;
  if (language === 'ru') {
    const rubleWord = russianPlural(rubles, ['рубль', 'рубля', 'рублей']);
    const kopeckWord = russianPlural(cents, ['копейка', 'копейки', 'копеек']);
    return `${capitalize(russianNumber(rubles))} ${rubleWord} ${twoDigits(cents)} ${kopeckWord}`;
  }
  const rubleWord = rubles === 1 ? 'ruble' : 'rubles';
  const kopeckWord = cents === 1 ? 'kopeck' : 'kopecks';
  return `${capitalize(englishNumber(rubles))} ${rubleWord} ${twoDigits(cents)} ${kopeckWord}`;
}

/** An amount in kopecks in figures: 1234567 → "12 345.67" (a no-break space between thousands). */
export function amountInFigures(kopecks: number): string {
  const rubles = String(Math.floor(kopecks / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
  return `${rubles}.${twoDigits(kopecks % 100)}`;
}
