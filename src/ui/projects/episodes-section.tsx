import { useState } from 'react';
import { Body1, Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular, EditRegular } from '@fluentui/react-icons';
import { Link } from 'wouter';
import { formatTimeCode, sortEpisodes, type Episode } from '../../domain/projects';
import { links } from '../../domain/routes';
import type { ProjectDocType, WorkspaceDocType } from '../../db';
import { deleteEpisode } from '../../sync/projects-api';
import { useApi } from '../hooks/use-api';
import { ConfirmDialog } from './confirm-dialog';
import { EpisodeDialog } from './episode-dialog';
import { useCommand } from './use-command';
import { useProjectsT } from './i18n';

const useStyles = makeStyles({
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  text: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    alignItems: 'flex-start',
  },
});

interface EpisodesSectionProps {
  project: ProjectDocType;
  workspaces: WorkspaceDocType[] | null;
  canEdit: boolean;
}

type Editing = { episode: Episode | null } | null;

/** The project's episodes with their workspaces; with none, why requests and chat must wait. */
export function EpisodesSection({ project, workspaces, canEdit }: EpisodesSectionProps) {
  const styles = useStyles();
  const t = useProjectsT();
  const api = useApi();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Episode | null>(null);
  const { busy, run } = useCommand();
  const episodes = sortEpisodes(project.episodes);
  const nextNumber = Math.min(
    100,
    episodes.reduce((max, episode) => Math.max(max, episode.number + 1), 1),
  );
  const entriesOf = (episode: Episode) =>
    workspaces?.find((workspace) => workspace.id === episode.workspaceId)?.entries.length ?? 0;
  const remove = async (episode: Episode) => {
    await run(() => deleteEpisode(api, episode.id), t('episodeDeleted', { number: episode.number }));
    setDeleting(null);
  };
  return (
    <section className={styles.section} aria-label={t('episodes')}>
      {canEdit ? (
        <Button icon={<AddRegular />} onClick={() => setEditing({ episode: null })}>
          {t('addEpisode')}
        </Button>
      ) : null}
      {episodes.length === 0 ? <Body1>{t('noEpisodes')}</Body1> : null}
      {episodes.length > 0 ? (
        <ul className={styles.list}>
          {episodes.map((episode) => (
            <li key={episode.id} className={styles.row}>
              <span className={styles.text}>
                <Body1>
                  {t('episodeLabel', { number: episode.number })}
                  {episode.title ? ` · ${episode.title}` : ''}
                </Body1>
                <Caption1>
                  {formatTimeCode(episode.duration)} · {t('entriesCount', { count: entriesOf(episode) })}
                </Caption1>
              </span>
              {episode.workspaceId ? (
                <Link href={links.workspace(project.id, episode.workspaceId)}>{t('openWorkspace')}</Link>
              ) : null}
              {canEdit ? (
                <>
                  <Button
                    appearance="subtle"
                    icon={<EditRegular />}
                    aria-label={`${t('editEpisode')}: ${t('episodeLabel', { number: episode.number })}`}
                    onClick={() => setEditing({ episode })}
                  />
                  <Button
                    appearance="subtle"
                    icon={<DeleteRegular />}
                    aria-label={`${t('deleteEpisode')}: ${t('episodeLabel', { number: episode.number })}`}
                    onClick={() => setDeleting(episode)}
                  />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {editing ? (
        <EpisodeDialog
          projectId={project.id}
          episode={editing.episode}
          nextNumber={nextNumber}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          title={t('deleteEpisodeTitle', { number: deleting.number })}
          confirm={t('deleteEpisode')}
          busy={busy}
          onConfirm={() => void remove(deleting)}
          onClose={() => setDeleting(null)}
        >
          {t('deleteEpisodeText')}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
