import type { ContractStage, LineStage, LineStatus, OrderStatus } from '../../../domain/orders';
import type { Media } from '../../../domain/projects';
import en from '../../i18n/en/proposals.json';
import { defineNamespace } from '../../i18n/namespaces';
import ru from '../../i18n/ru/proposals.json';

/** The customer's proposals: the list of my projects' orders and one order's proposal. */
const strings = defineNamespace('proposals', { en, ru });

export type ProposalsT = ReturnType<typeof strings.useT>;
export const useProposalsT = strings.useT;

export const orderStatusKey = (status: OrderStatus | ContractStage) => `status.${status}` as const;
export const lineStatusKey = (status: LineStatus | LineStage) => `line.${status}` as const;
export const mediaKey = (media: Media) => `media.${media}` as const;
