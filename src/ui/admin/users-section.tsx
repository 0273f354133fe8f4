import { useCallback, useState } from 'react';
import { Badge, Button, makeStyles, Switch, tokens } from '@fluentui/react-components';
import type { AdminUser } from '../../domain/admin';
import { adminApi } from '../../sync/admin-api';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { ListSearchBox, PagedTable, useDone, useListSearch } from './admin-list';
import { ConfirmDialog, ReasonDialog } from './admin-parts';
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
  const search = useListSearch(SEARCH_DEBOUNCE_MS);
  const { query } = search;
  const load = useCallback(
    (page: number, signal: AbortSignal) =>
      adminApi(api).users({ page, limit: PAGE_SIZE, search: query }, { signal }),
    [api, query],
  );
  const list = useAdminList(load);
  const done = useDone(list);
  const [pending, setPending] = useState<Pending>(null);

  const toggleOwner = (user: AdminUser, granted: boolean) =>
    adminApi(api)
      .setOwner(user._id, granted)
      .then(list.reload, (error: unknown) => snackbar.show({ title: errorText(error), type: 'negative' }));

  return (
    <section className={styles.section} aria-label={t('admin.section.users')}>
      <ListSearchBox className={styles.search} label={t('admin.users.search')} search={search} />
      <PagedTable
        list={list}
        label={t('admin.section.users')}
        empty={t('admin.users.empty')}
        columns={[
          { header: t('admin.users.name'), cell: nameOf },
          { header: t('admin.users.email'), cell: (user) => user.email },
          {
            header: t('admin.users.roles'),
            cell: (user) => user.roles.map((role) => t(`admin.role.${role}`)).join(', '),
          },
          {
            header: t('admin.users.company'),
            cell: (user) =>
              user.company
                ? user.company.status === 'pending'
                  ? t('admin.users.companyPending', { name: user.company.name })
                  : user.company.name
                : '—',
          },
          {
            header: t('admin.users.status'),
            cell: (user) =>
              user.status === 'blocked' ? (
                <Badge
                  color="danger"
                  title={t('admin.users.blockedBecause', { reason: user.blockedReason ?? '' })}
                >
                  {t('admin.users.blocked')}
                </Badge>
              ) : (
                <Badge color="success">{t('admin.users.active')}</Badge>
              ),
          },
          {
            header: t('admin.users.actions'),
            cell: (user) => (
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
            ),
          },
        ]}
      />
      {pending?.kind === 'block' ? (
        <ReasonDialog
          title={t('admin.users.blockTitle', { name: nameOf(pending.user) })}
          text={t('admin.users.blockText')}
          submitLabel={t('admin.users.block')}
          onClose={() => setPending(null)}
          onSubmit={async (reason) => {
            await adminApi(api).block(pending.user._id, reason);
            done(t('admin.users.blockedDone', { name: nameOf(pending.user) }));
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
            done(t('admin.users.unblockedDone', { name: nameOf(pending.user) }));
          }}
        />
      ) : null}
    </section>
  );
}
