/**
 * Numbers, money and dates in the reader's language: the one place the client and the server format them
 * (docs/design.md §5 "Money"). Money is integer kopecks shown in roubles with the ₽ sign, kopecks only when
 * there are some; dates are calendar days or instants, shown in the reader's time zone unless `utc`.
 */
export interface LocaleFormat {
  readonly language: string;
  /** A count: "1,234" / "1 234". */
  number(value: number): string;
  /** A share 0…1 as a percentage with one decimal at most: "12.5%" / "12,5 %". */
  percent(share: number): string;
  /** Kopecks as roubles: "₽1,500", "₽1,500.50" in English; "1 500 ₽", "1 500,50 ₽" in Russian. */
  money(kopecks: number): string;
  /** A day, long: "12 March 2024" / "12 марта 2024 г.". */
  longDate(value: DateInput): string;
  /** A day, medium: "Mar 12, 2024" / "12 мар. 2024 г.". */
  date(value: DateInput): string;
  /** A day and a time: "Mar 12, 2024, 3:04 PM" / "12 мар. 2024 г., 15:04". */
  dateTime(value: DateInput): string;
  /** A time of day: "3:04 PM" / "15:04". */
  time(value: DateInput): string;
  /** A day on a chart's axis, month and day: "Oct 31" / "31 окт.". */
  axisDay(value: DateInput): string;
}

/** A Date, an ISO instant, or a yyyy-mm-dd calendar day (read as that day in UTC). */
export type DateInput = Date | string;

const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The Date of an input; a calendar day is midnight UTC, so it is formatted in UTC (`utc: true`). */
export function toDate(value: DateInput): Date {
  if (value instanceof Date) return value;
  return new Date(CALENDAR_DAY.test(value) ? `${value}T00:00:00Z` : value);
}

function dateFormatter(
  language: string,
  options: Intl.DateTimeFormatOptions,
  utc: boolean,
): (value: DateInput) => string {
  const local = new Intl.DateTimeFormat(language, options);
  const inUtc = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
  return (value) => {
    const date = toDate(value);
    if (Number.isNaN(date.getTime())) return typeof value === 'string' ? value : '';
    // A calendar day names that day wherever the reader is.
    const day = typeof value === 'string' && CALENDAR_DAY.test(value);
    return (utc || day ? inUtc : local).format(date);
  };
}

function moneyFormatter(language: string): (kopecks: number) => string {
  const formats = [0, 2].map(
    (digits) =>
      new Intl.NumberFormat(language, {
        style: 'currency',
        currency: 'RUB',
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }),
  );
  return (kopecks) => {
    if (!Number.isSafeInteger(kopecks)) throw new RangeError(`Not an amount in kopecks: ${kopecks}`);
    return formats[kopecks % 100 === 0 ? 0 : 1]!.format(kopecks / 100);
  };
}

function createFormat(language: string, utc: boolean): LocaleFormat {
  const count = new Intl.NumberFormat(language);
  const share = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
  return {
    language,
    number: (value) => count.format(value),
    percent: (value) => share.format(value),
    money: moneyFormatter(language),
    longDate: dateFormatter(language, { day: 'numeric', month: 'long', year: 'numeric' }, utc),
    date: dateFormatter(language, { dateStyle: 'medium' }, utc),
    dateTime: dateFormatter(language, { dateStyle: 'medium', timeStyle: 'short' }, utc),
    time: dateFormatter(language, { timeStyle: 'short' }, utc),
    axisDay: dateFormatter(language, { month: 'short', day: 'numeric' }, utc),
  };
}

const made = new Map<string, LocaleFormat>();

/**
 * The formatter of `language` (made once per language). With `utc`, instants are shown in UTC (a mail or
 * a document written on the server); otherwise in the reader's time zone.
 */
export function localeFormat(language: string, options: { utc?: boolean } = {}): LocaleFormat {
  const key = `${language}|${options.utc ? 'utc' : 'local'}`;
  let format = made.get(key);
  if (!format) {
    format = createFormat(language, options.utc ?? false);
    made.set(key, format);
  }
  return format;
}

/** Kopecks as roubles with the ₽ sign in the reader's language (`localeFormat(language).money`). */
export const formatMoney = (kopecks: number, language: string): string =>
  localeFormat(language).money(kopecks);
