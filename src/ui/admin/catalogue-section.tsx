import { useCallback, useState } from 'react';
import {
  Button,
  makeStyles,
  Radio,
  RadioGroup,
  SearchBox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import type { AdminTrack } from '../../domain/admin';
import { adminApi } from '../../sync/admin-api';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { useDebounced } from '../hooks/use-debounced';
import { ConfirmDialog, ListStates, Pager, ReasonDialog } from './admin-parts';
import { useAdminT } from './i18n';
import { useAdminList } from './use-admin-list';

const PAGE_SIZE = 20;

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  filters: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  search: { minWidth: '280px' },
});

/** Catalogue moderation: find a track by title, hide it with a reason, restore a hidden one. */
export function CatalogueSection() {
  const t = useAdminT();
  const styles = useStyles();
  const api = useApi();
  const snackbar = useSnackbar();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<'visible' | 'hidden'>('visible');
  const query = useDebounced(search.trim(), 200);
  const load = useCallback(
    (page: number, signal: AbortSignal) =>
      adminApi(api).tracks({ page, limit: PAGE_SIZE, status, search: query || undefined }, { signal }),
    [api, query, status],
  );
  const list = useAdminList(load);
  const [pending, setPending] = useState<AdminTrack | null>(null);

  return (
    <section className={styles.section} aria-label={t('admin.section.catalogue')}>
      <div className={styles.filters}>
        <SearchBox
          className={styles.search}
          aria-label={t('admin.tracks.search')}
          placeholder={t('admin.tracks.search')}
          value={search}
          onChange={(_, data) => setSearch(data.value)}
        />
        <RadioGroup
          layout="horizontal"
          aria-label={t('admin.tracks.show')}
          value={status}
          onChange={(_, data) => setStatus(data.value === 'hidden' ? 'hidden' : 'visible')}
        >
          <Radio value="visible" label={t('admin.tracks.visible')} />
          <Radio value="hidden" label={t('admin.tracks.hidden')} />
        </RadioGroup>
      </div>
      <ListStates state={list.state} empty={t('admin.tracks.empty')} onRetry={list.reload}>
        {(page) => (
          <>
            <Table aria-label={t('admin.section.catalogue')} size="small">
              <TableHeader>
                <TableRow>
                  <TableHeaderCell>{t('admin.tracks.title')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.tracks.artist')}</TableHeaderCell>
                  <TableHeaderCell>{t('admin.tracks.owner')}</TableHeaderCell>
                  {status === 'hidden' ? (
                    <TableHeaderCell>{t('admin.tracks.hiddenReason')}</TableHeaderCell>
                  ) : null}
                  <TableHeaderCell>{t('admin.users.actions')}</TableHeaderCell>
                </TableRow>
              </TableHeader>
              <TableBody>
                {page.data.map((track) => (
                  <TableRow key={track._id}>
                    <TableCell>{track.title}</TableCell>
                    <TableCell>{track.mainArtist}</TableCell>
                    <TableCell>{`${track.owner.name} · ${track.owner.email}`}</TableCell>
                    {status === 'hidden' ? <TableCell>{track.hiddenReason}</TableCell> : null}
                    <TableCell>
                      <Button onClick={() => setPending(track)}>
                        {track.status === 'hidden' ? t('admin.tracks.restore') : t('admin.tracks.hide')}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Pager page={page} onPage={list.goTo} />
          </>
        )}
      </ListStates>
      {pending?.status === 'visible' ? (
        <ReasonDialog
          title={t('admin.tracks.hideTitle', { title: pending.title })}
          text={t('admin.tracks.hideText')}
          submitLabel={t('admin.tracks.hide')}
          onClose={() => setPending(null)}
          onSubmit={async (reason) => {
            await adminApi(api).hide(pending._id, reason);
            snackbar.show({
              title: t('admin.tracks.hiddenDone', { title: pending.title }),
              type: 'positive',
            });
            list.reload();
          }}
        />
      ) : null}
      {pending?.status === 'hidden' ? (
        <ConfirmDialog
          title={t('admin.tracks.restoreTitle', { title: pending.title })}
          text={t('admin.tracks.restoreText')}
          confirmLabel={t('admin.tracks.restore')}
          onClose={() => setPending(null)}
          onConfirm={async () => {
            await adminApi(api).restore(pending._id);
            snackbar.show({
              title: t('admin.tracks.restoredDone', { title: pending.title }),
              type: 'positive',
            });
            list.reload();
          }}
        />
      ) : null}
    </section>
  );
}
