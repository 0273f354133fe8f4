import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { ContractStage, LineStatus, OrderStatus } from '../../domain/orders';

/**
 * A request's or proposal's status as a badge (docs/product.md §4 "Proposal"): requested grey, pending
 * blue, approved and approved in part green, rejected red. The caller gives the translated label.
 */
const colors: Record<OrderStatus | LineStatus | ContractStage, BadgeProps['color']> = {
  requested: 'informative',
  proposed: 'brand',
  pending: 'brand',
  approved: 'success',
  approved_partially: 'success',
  rejected: 'danger',
  // Statuses to the end (src/domain/orders/stages.ts): awaiting a signature blue, signed and paid green.
  sended_edo: 'brand',
  signed_owner: 'brand',
  signed_customer: 'brand',
  completed_signing: 'success',
  finalized: 'success',
  act_signed_owner: 'brand',
  act_signed_customer: 'brand',
  project_completed: 'success',
  archived: 'informative',
};

export function OrderStatusBadge({
  status,
  label,
}: {
  status: OrderStatus | LineStatus | ContractStage;
  label: string;
}) {
  return (
    <Badge appearance="filled" color={colors[status]} data-status={status}>
      {label}
    </Badge>
  );
}
