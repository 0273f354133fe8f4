import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { LineStatus, OrderStatus } from '../../domain/orders';

/**
 * A request's or proposal's status as a badge (docs/product.md §4 "Proposal"): requested grey, pending
 * blue, approved and approved in part green, rejected red. The caller gives the translated label.
 */
const colors: Record<OrderStatus | LineStatus, BadgeProps['color']> = {
  requested: 'informative',
  proposed: 'brand',
  pending: 'brand',
  approved: 'success',
  approved_partially: 'success',
  rejected: 'danger',
};

export function OrderStatusBadge({ status, label }: { status: OrderStatus | LineStatus; label: string }) {
  return (
    <Badge appearance="filled" color={colors[status]} data-status={status}>
      {label}
    </Badge>
  );
}
