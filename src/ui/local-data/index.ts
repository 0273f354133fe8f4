export {
  LocalDataProvider,
  openRememberedDatabase,
  type LocalDataProviderProps,
} from './local-data-provider';
export { useLocalData, useLocalDb } from './local-data-context';
