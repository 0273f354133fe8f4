import { Body1 } from '@fluentui/react-components';
import { useAdminT } from './i18n';

/** Legal entities: their list, members and verification come with the contracts work; this is their place. */
export function CompaniesSection() {
  const t = useAdminT();
  return (
    <section aria-label={t('admin.section.companies')}>
      <Body1>{t('admin.companies.text')}</Body1>
    </section>
  );
}
