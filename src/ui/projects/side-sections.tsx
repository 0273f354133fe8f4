import { localeFormat } from '../../domain/format';
import { useMemo, useState } from 'react';
import { Body1, Button, Caption1, Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { AddRegular, CopyRegular, PlayRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { firstValueFrom } from 'rxjs';
import { links } from '../../domain/routes';
import { tracksByIdsQuery, type ProjectDocType } from '../../db';
import {
  createCompilation,
  createProjectLink,
  projectLinkQuery,
  fetchProjectHistory,
  revokeProjectLink,
} from '../../sync/projects-api';
import { errorText } from '../components/server-errors';
import { useApi } from '../hooks/use-api';
import { useCopy } from '../hooks/use-copy';
import { useLocalQuery } from '../hooks/use-local-query';
import { usePlayerControls } from '../hooks/use-player';
import { useTask } from '../hooks/use-task';
import { translateKey } from '../i18n';
import { useLocalDb } from '../local-data';
import { useCommand } from './use-command';
import { useProjectsT } from './i18n';

const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    alignItems: 'flex-start',
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  list: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
});

/** The project's compilations: shortlists of candidate tracks; create one, play one. */
export function CompilationsSection({ project, canEdit }: { project: ProjectDocType; canEdit: boolean }) {
  const styles = useStyles();
  const t = useProjectsT();
  const api = useApi();
  const db = useLocalDb();
  const player = usePlayerControls();
  const [name, setName] = useState('');
  const { busy, run } = useCommand();
  const create = async () => {
    const done = await run(() => createCompilation(api, project.id, name), t('compilationCreated', { name }));
    if (done) setName('');
  };
  const play = async (trackIds: string[]) => {
    if (!db) return;
    const tracks = await firstValueFrom(tracksByIdsQuery(db, trackIds));
    if (tracks.length > 0) player.playTracks(tracks);
  };
  return (
    <section className={styles.section} aria-label={t('compilations')}>
      {canEdit ? (
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) void create();
          }}
        >
          <Input
            aria-label={t('compilationName')}
            placeholder={t('compilationName')}
            value={name}
            onChange={(_, data) => setName(data.value)}
          />
          <Button type="submit" icon={<AddRegular />} disabledFocusable={busy || !name.trim()}>
            {t('newCompilation')}
          </Button>
        </form>
      ) : null}
      {project.compilations.length === 0 ? <Body1>{t('noCompilations')}</Body1> : null}
      <ul className={styles.list}>
        {project.compilations.map((compilation) => (
          <li key={compilation.id} className={styles.row}>
            <Button
              appearance="subtle"
              icon={<PlayRegular />}
              aria-label={t('play', { name: compilation.name })}
              disabledFocusable={compilation.trackIds.length === 0}
              onClick={() => void play(compilation.trackIds)}
            />
            <Body1>{compilation.name}</Body1>
            <Caption1>{t('entriesCount', { count: compilation.trackIds.length })}</Caption1>
          </li>
        ))}
      </ul>
    </section>
  );
}

const shareUrl = (token: string) => new URL(links.sharedProject(token), window.location.origin).href;

/** The share link (Creator): create it and copy /shared-project/{token}, or revoke it. */
export function ShareSection({ project }: { project: ProjectDocType }) {
  const styles = useStyles();
  const t = useProjectsT();
  const api = useApi();
  const db = useLocalDb();
  const { copy, copied } = useCopy('the project link');
  const { busy, run } = useCommand();
  // Offline or refused, the Create button stays, and says why when pressed.
  const link = useLocalQuery(useMemo(() => projectLinkQuery(project.id), [project.id]));
  const token = link.data?.token ?? null;
  const url = token ? shareUrl(token) : null;
  // A command's answer is kept where the link is read; without a local database it is asked again.
  const create = () =>
    run(async () => {
      if (!(await createProjectLink(api, db, project.id))) link.retry();
    });
  const revoke = () =>
    run(async () => {
      if (!(await revokeProjectLink(api, db, project.id))) link.retry();
    }, t('linkRevoked'));
  return (
    <section className={styles.section} aria-label={t('share')}>
      <Body1>{t('shareText')}</Body1>
      {url ? (
        <div className={styles.row}>
          <Input readOnly value={url} aria-label={t('shareLink')} />
          <Button icon={<CopyRegular />} onClick={() => void copy(url)}>
            {copied ? t('linkCopied') : t('copyLink')}
          </Button>
          <Button disabledFocusable={busy} onClick={() => void revoke()}>
            {t('revokeLink')}
          </Button>
        </div>
      ) : (
        <Button appearance="primary" disabledFocusable={busy} onClick={() => void create()}>
          {t('createLink')}
        </Button>
      )}
    </section>
  );
}

/** The project form's label of each field a change names (the budget's two ends read as one). */
const fieldLabels: Record<string, FieldLabelKey> = {
  name: 'name',
  description: 'description',
  type: 'type',
  budgetMin: 'budget',
  budgetMax: 'budget',
  director: 'director',
  episodesCount: 'episodesCount',
  seasons: 'seasons',
  platforms: 'platforms',
  production: 'production',
  productionYear: 'productionYear',
  brand: 'brand',
  coverColor: 'coverColour',
  coverKey: 'cover',
};
type FieldLabelKey =
  | 'name'
  | 'description'
  | 'type'
  | 'budget'
  | 'director'
  | 'episodesCount'
  | 'seasons'
  | 'platforms'
  | 'production'
  | 'productionYear'
  | 'brand'
  | 'coverColour'
  | 'cover';

/** What a `project.change` changed (its `fields`), as the form's labels, each once. */
function changedFieldLabels(t: ReturnType<typeof useProjectsT>, details: Record<string, unknown>): string[] {
  const fields = Array.isArray(details.fields) ? details.fields : [];
  const keys = fields.map((field) => (typeof field === 'string' ? fieldLabels[field] : undefined));
  return [...new Set(keys.filter((key): key is FieldLabelKey => key !== undefined))].map((key) => t(key));
}

/** Who did what and when in the project, newest first, in the user's language. */
export function ActivitySection({ project }: { project: ProjectDocType }) {
  const styles = useStyles();
  const t = useProjectsT();
  const { t: common, i18n } = useTranslation();
  const api = useApi();
  const task = useMemo(
    () => () => fetchProjectHistory(api, project.id),
    // Asked again whenever the project changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [api, project.id, project.updatedAt],
  );
  const state = useTask(task);
  const names = new Map(project.members.map((member) => [member.userId, member.name || member.email]));
  const format = localeFormat(i18n.language);
  const fieldList = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
  const describe = (action: string, details: Record<string, unknown>) => {
    const fields = action === 'project.change' ? changedFieldLabels(t, details) : [];
    if (fields.length > 0) return t('action_project.changeFields', { fields: fieldList.format(fields) });
    const key = `action_${action}`;
    const text = translateKey(t, key);
    return text === key ? t('action_unknown') : text;
  };
  return (
    <section className={styles.section} aria-label={t('activity')}>
      {state.status === 'pending' ? <Spinner size="small" label={t('loading')} /> : null}
      {state.status === 'failed' ? (
        <Body1>{t('activityFailed', { message: translateKey(common, errorText(state.error)) })}</Body1>
      ) : null}
      {state.status === 'done' && state.value.data.length === 0 ? <Body1>{t('noActivity')}</Body1> : null}
      {state.status === 'done' && state.value.data.length > 0 ? (
        <ul className={styles.list}>
          {state.value.data.map((item) => (
            <li key={item.id}>
              <Body1>
                {(item.userId && names.get(item.userId)) || t('someone')}{' '}
                {describe(item.action, item.details)}
              </Body1>{' '}
              <Caption1>{format.dateTime(item.createdAt)}</Caption1>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
