import { myLegalEntityQuery } from '../../../sync/legal-entities-api';
import { useLocalQuery } from '../../hooks/use-local-query';

export type LegalEntityInfo = NonNullable<ReturnType<typeof useLegalEntity>['data']>;

/**
 * My entity, or my pending join request, through the API answer cache (docs/decisions/0007): kept, shown
 * offline; `retry` asks the server again after a command whose answer is not the whole of it.
 */
export const useLegalEntity = () => useLocalQuery(myLegalEntityQuery);
