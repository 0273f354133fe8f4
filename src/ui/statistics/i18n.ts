import en from '../i18n/en/statistics.json';
import { defineNamespace } from '../i18n/namespaces';
import ru from '../i18n/ru/statistics.json';

/** The owner's statistics screen (/statistics). */
const strings = defineNamespace('statistics', { en, ru });

export type StatisticsT = ReturnType<typeof strings.useT>;
export const useStatisticsT = strings.useT;
