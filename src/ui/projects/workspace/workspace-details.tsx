import { useState } from 'react';
import { Body1, Button, Field, makeStyles, Select, Textarea, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { COMMENT_MAX } from '../../../domain/projects';
import { setWorkspaceComment } from '../../../db/workspace-writes';
import { bindEpisode } from '../../../sync/projects-api';
import { errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { useApi } from '../../hooks/use-api';
import { translateKey } from '../../i18n';
import { useLocalDb } from '../../local-data';
import { useWorkspaceT } from './i18n';
import type { WorkspaceData } from './use-workspace-data';
import { workspaceTitle } from './workspace-names';

const useStyles = makeStyles({
  box: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '720px' },
  comment: { whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/** The episode the workspace belongs to (`episode-workspace`, a command; editors choose it). */
function EpisodeBinding({ data }: { data: WorkspaceData }) {
  const t = useWorkspaceT();
  const api = useApi();
  const { t: common } = useTranslation();
  const { show } = useSnackbar();
  const { project, workspace, rights } = data;
  const bind = (episodeId: string | null) =>
    bindEpisode(api, workspace.id, episodeId).then(
      () => {
        const episode = project.episodes.find((known) => known.id === episodeId);
        const name = episode ? workspaceTitle(t, project, { ...workspace, episodeId }) : null;
        show({ title: name ? t('episodeBound', { episode: name }) : t('episodeUnbound'), type: 'positive' });
      },
      (error: unknown) => show({ title: translateKey(common, errorText(error)), type: 'negative' }),
    );
  const episodes = [...project.episodes].sort((a, b) => a.number - b.number);
  return (
    <Field label={t('episode')}>
      <Select
        value={workspace.episodeId ?? ''}
        disabled={!rights.edit}
        onChange={(_, value) => void bind(value.value || null)}
      >
        <option value="">{t('noEpisode')}</option>
        {episodes.map((episode) => (
          <option key={episode.id} value={episode.id}>
            {episode.title
              ? t('episodeTitled', { number: episode.number, title: episode.title })
              : t('episodeLabel', { number: episode.number })}
          </option>
        ))}
      </Select>
    </Field>
  );
}

/** The workspace comment: a local write, pushed (members with the comment right). */
function WorkspaceComment({ data }: { data: WorkspaceData }) {
  const styles = useStyles();
  const t = useWorkspaceT();
  const db = useLocalDb();
  const { t: common } = useTranslation();
  const { show } = useSnackbar();
  const saved = data.workspace.comment ?? '';
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? saved;
  if (!data.rights.comment)
    return saved ? (
      <Field label={t('comment')}>
        <Body1 className={styles.comment}>{saved}</Body1>
      </Field>
    ) : null;
  const save = () => {
    if (!db) return;
    setWorkspaceComment(db, data.workspace.id, text.trim() || null).then(
      () => {
        setDraft(null);
        show({ title: t('commentSaved'), type: 'positive' });
      },
      (error: unknown) => show({ title: translateKey(common, errorText(error)), type: 'negative' }),
    );
  };
  return (
    <>
      <Field label={t('comment')}>
        <Textarea
          value={text}
          maxLength={COMMENT_MAX}
          placeholder={t('commentPlaceholder')}
          resize="vertical"
          onChange={(_, value) => setDraft(value.value)}
        />
      </Field>
      <div className={styles.actions}>
        <Button disabled={draft === null || draft === saved} onClick={save}>
          {t('saveComment')}
        </Button>
      </div>
    </>
  );
}

/** The workspace's episode and comment, beside the scenes and tracks. */
export function WorkspaceDetails({ data }: { data: WorkspaceData }) {
  const styles = useStyles();
  return (
    <div className={styles.box}>
      <EpisodeBinding data={data} />
      <WorkspaceComment data={data} />
    </div>
  );
}
