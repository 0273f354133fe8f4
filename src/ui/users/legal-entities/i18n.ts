import en from '../../i18n/en/legalEntities.json';
import { defineNamespace } from '../../i18n/namespaces';
import ru from '../../i18n/ru/legalEntities.json';

/** The settings tabs legal-entity, roles, performers and documents' empty state. */
const strings = defineNamespace('legalEntities', { en, ru });

export type LegalEntitiesT = ReturnType<typeof strings.useT>;
export const useLegalEntitiesT = strings.useT;
