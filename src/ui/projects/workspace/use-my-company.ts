import { legalEntityInfo } from '../../../domain/api/legal-entities';
import { operationQuery } from '../../../sync/local-query';
import { useLocalQuery } from '../../hooks/use-local-query';

/**
 * `GET /api/legal-entity/info` through the API answer cache (docs/decisions/0007), for the request
 * dialog's customer company: the same key as the settings' query, so both show one kept answer.
 */
const myCompany = operationQuery(legalEntityInfo, {});

export type MyCompany = NonNullable<ReturnType<typeof useMyCompany>['data']>;

export const useMyCompany = () => useLocalQuery(myCompany);
