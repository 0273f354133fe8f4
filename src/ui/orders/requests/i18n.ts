import type { Media } from '../../../domain/projects';
import type { RequestLineStatus, RequestSort, SortDirection } from '../../../domain/orders/queue';
import en from '../../i18n/en/requests.json';
import { defineNamespace } from '../../i18n/namespaces';
import ru from '../../i18n/ru/requests.json';

/** The owner's request queue and its proposal and reject dialogs. */
const strings = defineNamespace('requests', { en, ru });

export type RequestsT = ReturnType<typeof strings.useT>;
export const useRequestsT = strings.useT;
export const requestsTranslator = strings.translator;

export const statusKey = (status: RequestLineStatus) => `status.${status}` as const;
export const mediaKey = (media: Media) => `media.${media}` as const;
export const sortKey = (sort: RequestSort, direction: SortDirection) => `sort.${sort}-${direction}` as const;
