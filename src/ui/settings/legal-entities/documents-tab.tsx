import { Body1 } from '@fluentui/react-components';
import { useLegalEntitiesT } from './i18n';

/** Settings tab documents: the entity's contracts, acts and invoices (docs/licensing.md §5); none yet. */
export function DocumentsTab() {
  const t = useLegalEntitiesT();
  return <Body1 as="p">{t('documents.none')}</Body1>;
}
