import { useMemo, useState, type FormEvent } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  makeStyles,
  Radio,
  RadioGroup,
  Select,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { links } from '../../domain/routes';
import { can, type ProjectDocument } from '../../domain/projects';
import { addTrackToCompilation, addTracksToWorkspace, moveEntries } from '../../sync/projects-api';
import { useApi } from '../hooks/use-api';
import { useProjects, useProjectWorkspaces } from '../hooks/use-projects';
import { useSession } from '../hooks/use-session';
import { translateKey } from '../i18n';
import { useLibraryT } from '../i18n/library';
import { useAddToProjectActions, type ProjectTrackRef } from '../components/add-to-project-store';
import { CompilationField, WorkspaceFields, type Choice } from './add-to-project-fields';
import { FormAlert } from '../components/form-alert';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { SubmitButton } from '../components/submit-button';

const useStyles = makeStyles({
  surface: { boxSizing: 'border-box', width: '520px', maxWidth: 'calc(100vw - 16px)' },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Target = 'workspace' | 'compilation';

/** Projects the user may add tracks to: open ones where their role holds the edit right. */
function useEditableProjects(): ProjectDocument[] | null {
  const { projects } = useProjects();
  const userId = useSession().state.user?._id;
  return useMemo(
    () =>
      projects?.filter(
        (project) =>
          !project.closedAt && can(project.members.find((member) => member.userId === userId)?.role, 'edit'),
      ) ?? null,
    [projects, userId],
  );
}

/** Sends the tracks where the form points: a workspace (then its scene, if one was chosen) or a compilation. */
async function place(
  api: ReturnType<typeof useApi>,
  tracks: readonly ProjectTrackRef[],
  choice: Choice & { target: Target },
): Promise<void> {
  const ids = tracks.map((track) => track.id);
  if (choice.target === 'compilation') {
    for (const id of ids) await addTrackToCompilation(api, choice.compilationId, id);
    return;
  }
  const answer = await addTracksToWorkspace(api, choice.projectId, {
    tracksId: ids,
    projectWorkspaceId: choice.workspaceId,
  });
  if (!choice.sceneId) return;
  const wanted = new Set(ids.map((id) => id.toLowerCase()));
  // The new entries are the last ones of these tracks (add-track appends).
  const added = answer.entries.filter((entry) => wanted.has(entry.trackId)).slice(-ids.length);
  if (added.length === 0) return;
  await moveEntries(api, choice.projectId, {
    trackEntryIds: added.map((entry) => entry.id),
    projectWorkspaceId: choice.workspaceId,
    sceneId: choice.sceneId,
  });
}

/** The dialog's form state and its submit: the add, then a snackbar that can open the workspace. */
function useAddToProjectForm(tracks: readonly ProjectTrackRef[], projects: ProjectDocument[] | null) {
  const t = useLibraryT();
  const api = useApi();
  const { t: common } = useTranslation();
  const { show } = useSnackbar();
  const [, navigate] = useLocation();
  const [target, setTarget] = useState<Target>('workspace');
  const [choice, setChoice] = useState<Choice>({
    projectId: '',
    workspaceId: '',
    sceneId: '',
    compilationId: '',
  });
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const { close: closeAddToProject } = useAddToProjectActions();
  const project = projects?.find((known) => known.id === choice.projectId) ?? projects?.[0];
  const { workspaces } = useProjectWorkspaces(project?.id ?? '');
  // The first of each list until the user picks another.
  const workspaceId =
    workspaces?.find((known) => known.id === choice.workspaceId)?.id ?? workspaces?.[0]?.id ?? '';
  const compilationId = choice.compilationId || project?.compilations[0]?.id || '';
  const effective: Choice = { ...choice, projectId: project?.id ?? '', workspaceId, compilationId };
  const change = (next: Partial<Choice>) => setChoice((previous) => ({ ...previous, ...next }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!project) return;
    const full = { ...effective, target };
    if (target === 'workspace' ? !full.workspaceId : !compilationId) return;
    setBusy(true);
    setAlert(null);
    try {
      await place(api, tracks, full);
      const title = tracks.length === 1 ? tracks[0]!.title : t('trackCount', { count: tracks.length });
      const compilation = project.compilations.find((known) => known.id === compilationId);
      show(
        target === 'compilation'
          ? { title: t('addedToCompilation', { title, compilation: compilation?.name }), type: 'positive' }
          : {
              title: t('addedToWorkspace', { title, project: project.name }),
              type: 'positive',
              actionTitle: t('openWorkspace'),
              action: () => navigate(links.workspace(project.id, full.workspaceId)),
            },
      );
      closeAddToProject();
    } catch (error) {
      setAlert(translateKey(common, errorText(error)));
    } finally {
      setBusy(false);
    }
  };
  return { target, setTarget, choice: effective, change, project, workspaces, busy, alert, submit };
}

/** Chooses a project, then a workspace (and a scene) or a compilation, and adds the tracks there. */
export function AddToProjectDialog({ tracks }: { tracks: readonly ProjectTrackRef[] }) {
  const styles = useStyles();
  const t = useLibraryT();
  const projects = useEditableProjects();
  const form = useAddToProjectForm(tracks, projects);
  const { close: closeAddToProject } = useAddToProjectActions();
  const [, navigate] = useLocation();
  const { project } = form;
  const title =
    tracks.length === 1
      ? t('addToProjectTitle', { title: tracks[0]!.title })
      : t('addManyToProjectTitle', { count: tracks.length });
  return (
    <Dialog open onOpenChange={(_, data) => !data.open && closeAddToProject()}>
      <DialogSurface className={styles.surface}>
        <form onSubmit={(event) => void form.submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent className={styles.content}>
              {projects && projects.length === 0 ? (
                <>
                  <FormAlert intent="info" text={t('noEditableProjects')} />
                  <Button
                    appearance="secondary"
                    onClick={() => {
                      closeAddToProject();
                      navigate(links.projects());
                    }}
                  >
                    {t('openProjects')}
                  </Button>
                </>
              ) : null}
              {project ? (
                <>
                  <Field label={t('project')}>
                    <Select
                      value={project.id}
                      onChange={(_, data) =>
                        form.change({
                          projectId: data.value,
                          workspaceId: '',
                          sceneId: '',
                          compilationId: '',
                        })
                      }
                    >
                      {projects!.map((known) => (
                        <option key={known.id} value={known.id}>
                          {known.name}
                        </option>
                      ))}
                    </Select>
                  </Field>
                  <Field label={t('addToProjectTarget')}>
                    <RadioGroup
                      layout="horizontal"
                      value={form.target}
                      onChange={(_, data) => form.setTarget(data.value as Target)}
                    >
                      <Radio value="workspace" label={t('targetWorkspace')} />
                      <Radio value="compilation" label={t('targetCompilation')} />
                    </RadioGroup>
                  </Field>
                  {form.target === 'workspace' ? (
                    <WorkspaceFields
                      project={project}
                      workspaces={form.workspaces}
                      choice={form.choice}
                      onChange={form.change}
                    />
                  ) : (
                    <CompilationField project={project} choice={form.choice} onChange={form.change} />
                  )}
                </>
              ) : null}
              <FormAlert text={form.alert} />
            </DialogContent>
            <DialogActions>
              <Button onClick={closeAddToProject}>{t('cancel')}</Button>
              {project ? <SubmitButton busy={form.busy}>{t('add')}</SubmitButton> : null}
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
