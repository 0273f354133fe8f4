import { Button, Caption1, makeStyles, mergeClasses, Subtitle2, tokens } from '@fluentui/react-components';
import { AddRegular, HeartFilled, HistoryRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { links } from '../../domain/routes';
import { createPlaylist } from '../../db';
import { useLibraryT } from '../i18n/library';
import { PlaylistCover } from '../components/playlist-cover';
import { LaterTooltip } from './parts/later-tooltip';
import { useMyPlaylists, usePlaylistRole } from '../hooks/use-playlists';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { translateKey } from '../i18n';
import { useLocalDb } from '../local-data';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
  },
  emptyHint: { color: tokens.colorNeutralForeground3, padding: `0 ${tokens.spacingHorizontalS}` },
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    minWidth: 0,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  active: { backgroundColor: tokens.colorSubtleBackgroundSelected, fontWeight: tokens.fontWeightSemibold },
  icon: {
    width: '32px',
    height: '32px',
    flexShrink: 0,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '18px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
  },
  text: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  meta: { color: tokens.colorNeutralForeground3 },
  section: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS} 0`,
  },
  compact: { justifyContent: 'center', padding: tokens.spacingVerticalXS },
});

interface EntryProps {
  href: string;
  label: string;
  meta?: string;
  icon: ReactNode;
  compact: boolean;
  onNavigate?: () => void;
}

function Entry({ href, label, meta, icon, compact, onNavigate }: EntryProps) {
  const styles = useStyles();
  const [location] = useLocation();
  const active = location === href;
  const link = (
    <Link
      href={href}
      className={mergeClasses(styles.link, active && styles.active, compact && styles.compact)}
      aria-current={active ? 'page' : undefined}
      aria-label={compact ? label : undefined}
      onClick={onNavigate}
    >
      {icon}
      {compact ? null : (
        <span className={styles.text}>
          <span className={styles.ellipsis}>{label}</span>
          {meta ? <Caption1 className={mergeClasses(styles.meta, styles.ellipsis)}>{meta}</Caption1> : null}
        </span>
      )}
    </Link>
  );
  return (
    <li>
      {compact ? (
        <LaterTooltip content={label} relationship="description" positioning="after">
          {link}
        </LaterTooltip>
      ) : (
        link
      )}
    </li>
  );
}

/** Creates "My playlist #n" at once and opens it (the name and cover are edited there). */
function useNewPlaylist(count: number, onNavigate?: () => void) {
  const db = useLocalDb();
  const role = usePlaylistRole();
  const t = useLibraryT();
  const { t: common } = useTranslation();
  const { show } = useSnackbar();
  const [, navigate] = useLocation();
  return async () => {
    if (!db) return;
    try {
      const playlist = await createPlaylist(db, role, { name: t('newPlaylistName', { number: count + 1 }) });
      onNavigate?.();
      navigate(links.playlist(role, playlist.id));
    } catch (error) {
      show({ title: translateKey(common, errorText(error)), type: 'negative' });
    }
  };
}

/** The library's entries: Liked songs, Recently played and the playlists of the acting profile. */
export function LibraryNav({ compact, onNavigate }: { compact: boolean; onNavigate?: () => void }) {
  const styles = useStyles();
  const t = useLibraryT();
  const role = usePlaylistRole();
  const { playlists } = useMyPlaylists(role);
  const create = useNewPlaylist(playlists?.length ?? 0, onNavigate);
  const count = (n: number) => t('trackCount', { count: n });
  return (
    <>
      <ul className={styles.list}>
        <Entry
          href={links.liked()}
          label={t('likedSongs')}
          icon={
            <span className={styles.icon}>
              <HeartFilled />
            </span>
          }
          compact={compact}
          onNavigate={onNavigate}
        />
        <Entry
          href={links.history()}
          label={t('recentlyPlayed')}
          icon={
            <span className={styles.icon}>
              <HistoryRegular />
            </span>
          }
          compact={compact}
          onNavigate={onNavigate}
        />
      </ul>
      <div className={mergeClasses(styles.section, compact && styles.compact)}>
        {compact ? null : (
          <Link href={links.playlists(role)} className={styles.link} onClick={onNavigate}>
            <Subtitle2>{t('playlists')}</Subtitle2>
          </Link>
        )}
        <LaterTooltip content={t('newPlaylist')} relationship="label">
          <Button appearance="subtle" size="small" icon={<AddRegular />} onClick={() => void create()} />
        </LaterTooltip>
      </div>
      {!compact && playlists?.length === 0 ? (
        <Caption1 className={styles.emptyHint}>{t('sidebarEmpty')}</Caption1>
      ) : null}
      <ul className={styles.list} aria-label={t('playlists')}>
        {(playlists ?? []).map((playlist) => (
          <Entry
            key={playlist.id}
            href={links.playlist(role, playlist.id)}
            label={playlist.name}
            meta={count(playlist.trackIds.length)}
            icon={<PlaylistCover playlist={playlist} size={32} alt="" />}
            compact={compact}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </>
  );
}
