import { useCallback, useState } from 'react';
import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { adminApi } from '../../sync/admin-api';
import { useApi } from '../hooks/use-api';
import { ListSearchBox, PagedTable, useListSearch } from './admin-list';
import { VerifiedBadge } from './admin-parts';
import { CompanyDetail } from './company-detail';
import { useAdminT } from './i18n';
import { useAdminList } from './use-admin-list';

const SEARCH_DEBOUNCE_MS = 150;
const PAGE_SIZE = 20;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  search: { maxWidth: '420px' },
});

/** Companies: legal entities by name or TIN, one with its members, and the verified mark. */
export function CompaniesSection() {
  const t = useAdminT();
  const styles = useStyles();
  const api = useApi();
  const search = useListSearch(SEARCH_DEBOUNCE_MS);
  const [openId, setOpenId] = useState<string | null>(null);
  const { query } = search;
  const load = useCallback(
    (page: number, signal: AbortSignal) =>
      adminApi(api).companies({ page, limit: PAGE_SIZE, search: query }, { signal }),
    [api, query],
  );
  const list = useAdminList(load);

  if (openId)
    return (
      <CompanyDetail
        id={openId}
        onBack={() => {
          setOpenId(null);
          list.reload();
        }}
      />
    );

  return (
    <section className={styles.section} aria-label={t('admin.section.companies')}>
      <ListSearchBox className={styles.search} label={t('admin.companies.search')} search={search} />
      <PagedTable
        list={list}
        label={t('admin.section.companies')}
        empty={t('admin.companies.empty')}
        columns={[
          {
            header: t('admin.companies.name'),
            cell: (company) => (
              <Button
                appearance="transparent"
                aria-label={t('admin.companies.open', { name: company.name })}
                onClick={() => setOpenId(company._id)}
              >
                {company.name}
              </Button>
            ),
          },
          { header: t('admin.companies.tin'), cell: (company) => company.tin },
          { header: t('admin.companies.members'), cell: (company) => company.members },
          {
            header: t('admin.companies.status'),
            cell: (company) => <VerifiedBadge verified={company.verified} />,
          },
        ]}
      />
    </section>
  );
}
