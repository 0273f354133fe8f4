import { useState } from 'react';
import { makeStyles } from '@fluentui/react-components';
import { useForm, type Control } from 'react-hook-form';
import { filter, firstValueFrom, timeout } from 'rxjs';
import type { ProjectFields as ProjectPayload } from '../../domain/projects';
import { projectQuery, type CueDatabase, type ProjectDocType } from '../../db';
import { changeProject, createProject } from '../../sync/projects-api';
import { FormDialog } from '../components/form-dialog';
import { applyFieldErrors, errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { useLocalDb } from '../local-data';
import { ProjectFields } from './project-fields';
import {
  projectFormDefaults,
  projectFormFields,
  projectFormResolver,
  type ProjectFormValues,
} from './project-form';
import { useProjectsT } from './i18n';

const useStyles = makeStyles({
  surface: { boxSizing: 'border-box', width: '720px', maxWidth: 'calc(100vw - 16px)' },
});

/** How long a new project may take to arrive in the local database before the page opens anyway. */
const ARRIVAL_TIMEOUT_MS = 5000;

/** Resolves once the project is in the local database (or after the timeout): its page then opens filled. */
async function arrived(db: CueDatabase | null, id: string): Promise<void> {
  if (!db) return;
  await firstValueFrom(
    projectQuery(db, id).pipe(
      filter((project) => project !== null),
      timeout(ARRIVAL_TIMEOUT_MS),
    ),
  ).catch(() => undefined);
}

interface ProjectDialogProps {
  /** The project to edit; null creates one. */
  project: ProjectDocType | null;
  onClose(): void;
  onSaved?(project: { id: string }): void;
}

/**
 * Create or edit a project: every field of docs/product.md §3 Project, checked with the server's schema
 * (budgets typed in roubles, kept in kopecks). The server's refusal shows on its fields or above the buttons.
 */
export function ProjectDialog({ project, onClose, onSaved }: ProjectDialogProps) {
  const styles = useStyles();
  const t = useProjectsT();
  const api = useApi();
  const db = useLocalDb();
  const { show } = useSnackbar();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<ProjectFormValues, unknown, ProjectPayload>({
    resolver: projectFormResolver(t('budgetFormat')),
    defaultValues: projectFormDefaults(project),
  });

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const saved = project ? await changeProject(api, project.id, values) : await createProject(api, values);
      const id = saved.id;
      if (!project) await arrived(db, id);
      show({ title: project ? t('saved') : t('created', { name: values.name }), type: 'positive' });
      onSaved?.({ id });
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, projectFormFields)) setAlert(errorText(error));
    }
  });

  return (
    <FormDialog
      title={project ? t('editProject') : t('createProject')}
      onSubmit={submit}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      error={alert}
      submitLabel={project ? t('save') : t('create')}
      cancelLabel={t('cancel')}
      className={styles.surface}
    >
      {/* The fields read and write the typed values; only submitting yields the payload. */}
      <ProjectFields control={form.control as unknown as Control<ProjectFormValues>} />
    </FormDialog>
  );
}
