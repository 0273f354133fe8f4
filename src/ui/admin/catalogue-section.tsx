import { useCallback, useState } from 'react';
import { Button, makeStyles, Radio, RadioGroup, tokens } from '@fluentui/react-components';
import type { AdminTrack } from '../../domain/admin';
import { adminApi } from '../../sync/admin-api';
import { useApi } from '../hooks/use-api';
import { ListSearchBox, PagedTable, useDone, useListSearch } from './admin-list';
import { ConfirmDialog, ReasonDialog } from './admin-parts';
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
  const search = useListSearch(200);
  const [status, setStatus] = useState<'visible' | 'hidden'>('visible');
  const { query } = search;
  const load = useCallback(
    (page: number, signal: AbortSignal) =>
      adminApi(api).tracks({ page, limit: PAGE_SIZE, status, search: query }, { signal }),
    [api, query, status],
  );
  const list = useAdminList(load);
  const done = useDone(list);
  const [pending, setPending] = useState<AdminTrack | null>(null);

  return (
    <section className={styles.section} aria-label={t('admin.section.catalogue')}>
      <div className={styles.filters}>
        <ListSearchBox className={styles.search} label={t('admin.tracks.search')} search={search} />
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
      <PagedTable
        list={list}
        label={t('admin.section.catalogue')}
        empty={t('admin.tracks.empty')}
        columns={[
          { header: t('admin.tracks.title'), cell: (track) => track.title },
          { header: t('admin.tracks.artist'), cell: (track) => track.mainArtist },
          { header: t('admin.tracks.owner'), cell: (track) => `${track.owner.name} · ${track.owner.email}` },
          status === 'hidden' && {
            header: t('admin.tracks.hiddenReason'),
            cell: (track) => track.hiddenReason,
          },
          {
            header: t('admin.users.actions'),
            cell: (track) => (
              <Button onClick={() => setPending(track)}>
                {track.status === 'hidden' ? t('admin.tracks.restore') : t('admin.tracks.hide')}
              </Button>
            ),
          },
        ]}
      />
      {pending?.status === 'visible' ? (
        <ReasonDialog
          title={t('admin.tracks.hideTitle', { title: pending.title })}
          text={t('admin.tracks.hideText')}
          submitLabel={t('admin.tracks.hide')}
          onClose={() => setPending(null)}
          onSubmit={async (reason) => {
            await adminApi(api).hide(pending._id, reason);
            done(t('admin.tracks.hiddenDone', { title: pending.title }));
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
            done(t('admin.tracks.restoredDone', { title: pending.title }));
          }}
        />
      ) : null}
    </section>
  );
}
