import { Field, Select } from '@fluentui/react-components';
import { scenesInOrder, type ProjectDocument, type WorkspaceDocument } from '../../domain/projects';
import { useLibraryT } from '../i18n/library';
import { FormAlert } from '../components/form-alert';

type LibraryT = ReturnType<typeof useLibraryT>;

/** Where the "Add to project" dialog sends the tracks: a project, then its workspace and scene, or a compilation. */
export interface Choice {
  projectId: string;
  workspaceId: string;
  sceneId: string;
  compilationId: string;
}

/** "Episode 2: Pilot", or the workspace's place in the project when it is bound to no episode. */
export function workspaceName(
  t: LibraryT,
  project: ProjectDocument,
  workspace: WorkspaceDocument,
  index: number,
): string {
  const episode = project.episodes.find((known) => known.id === workspace.episodeId);
  if (!episode) return t('workspaceOption', { number: index + 1 });
  return episode.title
    ? t('episodeOptionTitled', { number: episode.number, title: episode.title })
    : t('episodeOption', { number: episode.number });
}

export function WorkspaceFields({
  project,
  workspaces,
  choice,
  onChange,
}: {
  project: ProjectDocument;
  workspaces: WorkspaceDocument[] | null;
  choice: Choice;
  onChange(next: Partial<Choice>): void;
}) {
  const t = useLibraryT();
  const list = workspaces ?? [];
  const current = list.find((workspace) => workspace.id === choice.workspaceId);
  if (workspaces && list.length === 0) return <FormAlert intent="info" text={t('noWorkspaces')} />;
  return (
    <>
      <Field label={t('projectWorkspace')}>
        <Select
          value={current?.id ?? ''}
          onChange={(_, data) => onChange({ workspaceId: data.value, sceneId: '' })}
        >
          {list.map((workspace, index) => (
            <option key={workspace.id} value={workspace.id}>
              {workspaceName(t, project, workspace, index)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('projectScene')}>
        <Select value={choice.sceneId} onChange={(_, data) => onChange({ sceneId: data.value })}>
          <option value="">{t('noSceneOption')}</option>
          {scenesInOrder(current?.scenes ?? []).map((scene) => (
            <option key={scene.id} value={scene.id}>
              {scene.description}
            </option>
          ))}
        </Select>
      </Field>
    </>
  );
}

export function CompilationField({
  project,
  choice,
  onChange,
}: {
  project: ProjectDocument;
  choice: Choice;
  onChange(next: Partial<Choice>): void;
}) {
  const t = useLibraryT();
  if (project.compilations.length === 0) return <FormAlert intent="info" text={t('noCompilations')} />;
  return (
    <Field label={t('projectCompilation')}>
      <Select value={choice.compilationId} onChange={(_, data) => onChange({ compilationId: data.value })}>
        {project.compilations.map((compilation) => (
          <option key={compilation.id} value={compilation.id}>
            {compilation.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
