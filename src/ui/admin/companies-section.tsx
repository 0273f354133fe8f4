import { useCallback, useState } from 'react';
import {
  Button,
  makeStyles,
  SearchBox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { adminApi } from '../../sync/admin-api';
import { useApi } from '../hooks/use-api';
import { useDebounced } from '../hooks/use-debounced';
import { ListStates, Pager, VerifiedBadge } from './admin-parts';
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
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const load = useCallback(
    (page: number, signal: AbortSignal) =>
      adminApi(api).companies({ page, limit: PAGE_SIZE, search: query || undefined }, { signal }),
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
      <SearchBox
        className={styles.search}
        aria-label={t('admin.companies.search')}
        placeholder={t('admin.companies.search')}
        value={search}
        onChange={(_, data) => setSearch(data.value)}
      />
      <ListStates state={list.state} empty={t('admin.companies.empty')} onRetry={list.reload}>
        {(page) => (
          <>
            <Table aria-label={t('admin.section.companies')} size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('admin.companies.name')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.companies.tin')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.companies.members')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.companies.status')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {page.data.map((company) => (
                  <TableRow key={company._id}>
                    <TableCell>
                      <Button
                        appearance="transparent"
                        aria-label={t('admin.companies.open', { name: company.name })}
                        onClick={() => setOpenId(company._id)}
                      >
                        {company.name}
                      </Button>
                    </TableCell>
                    <TableCell>{company.tin}</TableCell>
                    <TableCell>{company.members}</TableCell>
                    <TableCell>
                      <VerifiedBadge verified={company.verified} />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager page={page} onPage={list.goTo} />
          </>
        )}
      </ListStates>
    </section>
  );
}
