import { useCallback, useState } from 'react';
import {
  Badge,
  Button,
  makeStyles,
  SearchBox,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { AdminUser } from '../../domain/admin';
import { adminApi } from '../../sync/admin-api';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { useDebounced } from '../hooks/use-debounced';
import { ConfirmDialog, ListStates, Pager, ReasonDialog } from './admin-parts';
import { useAdminT } from './i18n';
import { useAdminList } from './use-admin-list';

/** The server is asked once typing pauses this long; the answer is a trigram-indexed query (bench/README.md). */
const SEARCH_DEBOUNCE_MS = 150;
const PAGE_SIZE = 20;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  search: { maxWidth: '420px' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

type Pending = { kind: 'block' | 'unblock'; user: AdminUser } | null;

const nameOf = (user: AdminUser) => `${user.firstName} ${user.lastName}`.trim() || user.email;

/** Users: search by name or e-mail, roles and status, block and unblock, the owner role. */
export function UsersSection() {
  const t = useAdminT();
  const styles = useStyles();
  const api = useApi();
  const snackbar = useSnackbar();
  const [search, setSearch] = useState('');
  const query = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const load = useCallback(
    (page: number, signal: AbortSignal) =>
      adminApi(api).users({ page, limit: PAGE_SIZE, search: query || undefined }, { signal }),
    [api, query],
  );
  const list = useAdminList(load);
  const [pending, setPending] = useState<Pending>(null);

  const toggleOwner = (user: AdminUser, granted: boolean) =>
    adminApi(api)
      .setOwner(user._id, granted)
      .then(list.reload, (error: unknown) => snackbar.show({ title: errorText(error), type: 'negative' }));

  return (
    <section className={styles.section} aria-label={t('admin.section.users')}>
      <SearchBox
        className={styles.search}
        aria-label={t('admin.users.search')}
        placeholder={t('admin.users.search')}
        value={search}
        onChange={(_, data) => setSearch(data.value)}
      />
      <ListStates state={list.state} empty={t('admin.users.empty')} onRetry={list.reload}>
        {(page) => (
          <>
            <Table aria-label={t('admin.section.users')} size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('admin.users.name')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.users.email')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.users.roles')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.users.company')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.users.status')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.users.actions')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {page.data.map((user) => (
                  <TableRow key={user._id}>
                    <TableCell>{nameOf(user)}</TableCell>
                    <TableCell>{user.email}</TableCell>
                    <TableCell>{user.roles.map((role) => t(`admin.role.${role}`)).join(', ')}</TableCell>
                    <TableCell>
                      {user.company
                        ? user.company.status === 'pending'
                          ? t('admin.users.companyPending', { name: user.company.name })
                          : user.company.name
                        : '—'}
                    </TableCell>
                    <TableCell>
                      {user.status === 'blocked' ? (
                        <Badge
                          color="danger"
                          title={t('admin.users.blockedBecause', { reason: user.blockedReason ?? '' })}
                        >
                          {t('admin.users.blocked')}
                        </Badge>
                      ) : (
                        <Badge color="success">{t('admin.users.active')}</Badge>
                      )}
                    </TableCell>
                    <TableCell>
                      <div className={styles.actions}>
                        <Switch
                          label={t('admin.users.owner')}
                          aria-label={t('admin.users.ownerOf', { name: nameOf(user) })}
                          checked={user.roles.includes('owner')}
                          onChange={(_, data) => void toggleOwner(user, data.checked)}
                        />
                        {user.status === 'blocked' ? (
                          <Button onClick={() => setPending({ kind: 'unblock', user })}>
                            {t('admin.users.unblock')}
                          </Button>
                        ) : (
                          <Button onClick={() => setPending({ kind: 'block', user })}>
                            {t('admin.users.block')}
                          </Button>
                        )}
                      </div>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager page={page} onPage={list.goTo} />
          </>
        )}
      </ListStates>
      {pending?.kind === 'block' ? (
        <ReasonDialog
          title={t('admin.users.blockTitle', { name: nameOf(pending.user) })}
          text={t('admin.users.blockText')}
          submitLabel={t('admin.users.block')}
          onClose={() => setPending(null)}
          onSubmit={async (reason) => {
            await adminApi(api).block(pending.user._id, reason);
            snackbar.show({
              title: t('admin.users.blockedDone', { name: nameOf(pending.user) }),
              type: 'positive',
            });
            list.reload();
          }}
        />
      ) : null}
      {pending?.kind === 'unblock' ? (
        <ConfirmDialog
          title={t('admin.users.unblockTitle', { name: nameOf(pending.user) })}
          text={t('admin.users.unblockText')}
          confirmLabel={t('admin.users.unblock')}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await adminApi(api).unblock(pending.user._id);
            snackbar.show({
              title: t('admin.users.unblockedDone', { name: nameOf(pending.user) }),
              type: 'positive',
            });
            list.reload();
          }}
        />
      ) : null}
    </section>
  );
}
