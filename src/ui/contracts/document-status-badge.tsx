import { Badge, type BadgeProps } from '@fluentui/react-components';
import type { DocumentStatus } from '../../domain/contracts';
import { statusKey, useContractsT } from './i18n';

/** Signing in progress is blue, done green, rejected red, a draft grey. */
const colors: Record<DocumentStatus, BadgeProps['color']> = {
  draft: 'informative',
  rejected: 'danger',
  signed_owner: 'brand',
  signed_customer: 'brand',
  signed_supplement_owner: 'brand',
  signed_supplement_customer: 'brand',
  act_signed_owner: 'brand',
  act_signed_customer: 'brand',
  signed_completed: 'success',
  finalized: 'success',
  completed: 'success',
  project_completed: 'success',
};

/** A document's status as a badge (docs/product.md §4 "Contract"), in the user's language. */
export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const t = useContractsT();
  return (
    <Badge appearance="filled" color={colors[status]} data-status={status}>
      {t(statusKey(status))}
    </Badge>
  );
}
