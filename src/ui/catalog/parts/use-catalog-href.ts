import { links } from '../../../domain/routes';
import { isProfileRole } from '../../../domain/roles';
import { useSession } from '../../hooks/use-session';

/** The catalogue of the current role, where "not found" screens send the reader. */
export function useCatalogHref(): string {
  const { state } = useSession();
  return links.catalog(isProfileRole(state.currentRole) ? state.currentRole : 'customer');
}
