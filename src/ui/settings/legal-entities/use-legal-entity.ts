import { legalEntityInfo } from '../../../domain/api/legal-entities';
import { operationQuery } from '../../../sync/local-query';
import { useLocalQuery } from '../../hooks/use-local-query';

/** `GET /api/legal-entity/info` through the API answer cache (docs/decisions/0007): kept, shown offline. */
const myLegalEntity = operationQuery(legalEntityInfo, {});

export type LegalEntityInfo = NonNullable<ReturnType<typeof useLegalEntity>['data']>;

/** My entity, or my pending join request; `retry` asks the server again after a command. */
export const useLegalEntity = () => useLocalQuery(myLegalEntity);
