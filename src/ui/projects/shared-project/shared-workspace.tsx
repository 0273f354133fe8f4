import { Caption1, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import type { LocalIds } from '../../../domain/api-ids';
import type { SharedProject } from '../../../domain/api/projects-sharing';
import type { TrackDocument } from '../../../domain/catalog';
import { byTimeCode, formatTimeCode, type Episode } from '../../../domain/projects';
import { EmptyState, LibraryTrackList } from '../../components/library-states';
import { PlayAllButton } from '../../components/play-button';
import { useSharedProjectT } from './i18n';

/** The shared project as the page keeps it: ids in their local form (src/domain/api-ids.ts). */
export type SharedProjectView = LocalIds<SharedProject>;
type SharedWorkspaceData = SharedProjectView['workspaces'][number];

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  scenes: { margin: 0, paddingLeft: tokens.spacingHorizontalXL },
  meta: { color: tokens.colorNeutralForeground3 },
});

/** The workspace's tracks in time-code order, each once (a queue plays a track once). */
export function workspaceTracks(workspace: SharedWorkspaceData, tracks: readonly TrackDocument[]) {
  const byId = new Map(tracks.map((track) => [track.id, track]));
  const ids = [...new Set(byTimeCode(workspace.entries).map((entry) => entry.trackId))];
  return ids.flatMap((id) => byId.get(id) ?? []);
}

const range = (start: number | null, end: number | null) =>
  start === null ? null : `${formatTimeCode(start)}${end === null ? '' : `–${formatTimeCode(end)}`}`;

/** One episode of a shared project: its scenes, then its placed tracks with time codes and usage. */
export function SharedWorkspace({
  workspace,
  episode,
  tracks,
}: {
  workspace: SharedWorkspaceData;
  episode: Episode | null;
  tracks: readonly TrackDocument[];
}) {
  const styles = useStyles();
  const t = useSharedProjectT();
  const name = !episode
    ? t('freeWorkspace')
    : episode.title
      ? t('episodeTitled', { number: episode.number, title: episode.title })
      : t('episodeHeading', { number: episode.number });
  const placed = workspaceTracks(workspace, tracks);
  const noteOf = (track: TrackDocument) => {
    const entry = workspace.entries.find((item) => item.trackId === track.id);
    if (!entry) return undefined;
    const usage = t(entry.usageType ? `usage.${entry.usageType}` : 'usage.none');
    const times = range(entry.timeIn, entry.timeOut);
    return times ? t('cueNote', { range: times, usage }) : usage;
  };
  const headingId = `shared-workspace-${workspace.id}`;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Subtitle1 as="h2" id={headingId}>
          {name}
        </Subtitle1>
        {placed.length > 0 ? <PlayAllButton tracks={placed} label={t('playEpisode')} /> : null}
      </div>
      {workspace.scenes.length > 0 ? (
        <ul className={styles.scenes} aria-label={t('scenes')}>
          {workspace.scenes.map((scene) => (
            <li key={scene.id}>
              <Caption1>
                {scene.description}{' '}
                <span className={styles.meta}>
                  {t('sceneLine', {
                    start: formatTimeCode(scene.start),
                    end: formatTimeCode(scene.end),
                    type: t(`sceneType.${scene.sceneType}`),
                  })}
                </span>
              </Caption1>
            </li>
          ))}
        </ul>
      ) : (
        <Caption1 className={styles.meta}>{t('noScenes')}</Caption1>
      )}
      {placed.length === 0 ? (
        <EmptyState text={t('noTracks')} />
      ) : (
        <LibraryTrackList tracks={placed} label={t('episodeTracks', { name })} noteOf={noteOf} />
      )}
    </section>
  );
}
