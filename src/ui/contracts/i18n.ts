import type { DocumentKind, DocumentStatus } from '../../domain/contracts';
import en from '../i18n/en/contracts.json';
import { defineNamespace } from '../i18n/namespaces';
import ru from '../i18n/ru/contracts.json';

/** Contracts, supplements and acts (/contracts, /edo), their viewer and signing, and payments. */
const strings = defineNamespace('contracts', { en, ru });

export type ContractsT = ReturnType<typeof strings.useT>;
export const useContractsT = strings.useT;

export const statusKey = (status: DocumentStatus) => `status.${status}` as const;
export const kindKey = (kind: DocumentKind) => `kind.${kind}` as const;
