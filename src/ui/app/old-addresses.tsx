import { Redirect, useParams, useSearch } from 'wouter';
import { isProfileRole } from '../../domain/roles';
import { links } from '../../domain/routes';

/**
 * /proposals/{role}/{orderId?}, the orders' old address (links in earlier mails and notifications): the same
 * place under /orders, with its query.
 */
export function OldProposalsAddress() {
  const { role, orderId } = useParams<{ role: string; orderId?: string }>();
  const search = useSearch();
  const to = isProfileRole(role) ? links.orders(role, orderId) : links.home();
  return <Redirect to={search ? `${to}?${search}` : to} replace />;
}
