import { useMemo, useState } from 'react';
import { Button, makeStyles, Select, tokens } from '@fluentui/react-components';
import { MusicNote2Regular } from '@fluentui/react-icons';
import { useController, useForm, type Control } from 'react-hook-form';
import { useLocation } from 'wouter';
import { can } from '../../domain/projects';
import { links } from '../../domain/routes';
import type { TaskFields } from '../../domain/tasks';
import { createTask } from '../../sync/tasks-api';
import { FormDialog } from '../components/form-dialog';
import { FormField, TextField } from '../components/form-field';
import { applyFieldErrors, errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { useProjects } from '../hooks/use-projects';
import { useSession } from '../hooks/use-session';
import { useTasksT } from './i18n';
import { taskFormDefaults, taskFormFields, taskFormResolver, type TaskFormValues } from './task-form';

const useStyles = makeStyles({
  surface: { boxSizing: 'border-box', width: '640px', maxWidth: 'calc(100vw - 16px)' },
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
});

/** Open projects where the user holds the request right: an order may be filed under one of them. */
function useRequestProjects() {
  const { projects } = useProjects();
  const userId = useSession().state.user?._id;
  return useMemo(
    () =>
      (projects ?? []).filter(
        (project) =>
          !project.closedAt &&
          can(project.members.find((member) => member.userId === userId)?.role, 'request'),
      ),
    [projects, userId],
  );
}

function ProjectField({ control }: { control: Control<TaskFormValues> }) {
  const t = useTasksT();
  const projects = useRequestProjects();
  const { field, fieldState } = useController({ control, name: 'projectId' });
  return (
    <FormField label={t('field.project')} value={field.value} error={fieldState.error?.message}>
      <Select value={field.value} onChange={(_, data) => field.onChange(data.value)} onBlur={field.onBlur}>
        <option value="">{t('field.projectNone')}</option>
        {projects.map((project) => (
          <option key={project.id} value={project.id}>
            {project.name}
          </option>
        ))}
      </Select>
    </FormField>
  );
}

export interface TaskDialogProps {
  /** The owner (composer) the music is commissioned from, and the name the dialog shows. */
  ownerId: string;
  ownerName: string;
  /** The artist chosen (their page, the picker): the order names them as the composer (issue 26 §3). */
  artistId?: string | null;
  /** A project chosen in advance (opened from the project). */
  projectId?: string | null;
  onClose(): void;
  onCreated?(task: { id: string }): void;
}

/** The composer request form (docs/product.md §3): sent as `POST /api/task/create`. */
export function TaskDialog({
  ownerId,
  ownerName,
  artistId = null,
  projectId = null,
  onClose,
  onCreated,
}: TaskDialogProps) {
  const t = useTasksT();
  const styles = useStyles();
  const api = useApi();
  const { show } = useSnackbar();
  const [, navigate] = useLocation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<TaskFormValues, unknown, TaskFields>({
    resolver: taskFormResolver(ownerId, artistId),
    defaultValues: taskFormDefaults(projectId),
  });
  const control = form.control as unknown as Control<TaskFormValues>;

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    try {
      const task = await createTask(api, values);
      show({
        title: t('commissioned', { title: values.title }),
        type: 'positive',
        actionTitle: t('openOrders'),
        action: () => navigate(links.tasks('customer')),
      });
      onCreated?.(task);
      onClose();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, taskFormFields)) setAlert(errorText(error));
    }
  });

  return (
    <FormDialog
      title={t('commissionFrom', { name: ownerName })}
      onSubmit={submit}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      error={alert}
      submitLabel={t('send')}
      cancelLabel={t('cancel')}
      className={styles.surface}
    >
      <TextField control={control} name="title" label={t('field.title')} required />
      <TextField control={control} name="referenceUrl" label={t('field.referenceUrl')} type="url" />
      <div className={styles.row}>
        <TextField control={control} name="trackNumber" label={t('field.trackNumber')} type="number" />
        <TextField control={control} name="tracksCount" label={t('field.tracksCount')} type="number" />
      </div>
      <div className={styles.row}>
        <TextField control={control} name="targetTimeline" label={t('field.targetTimeline')} />
        <TextField control={control} name="completionDate" label={t('field.completionDate')} type="date" />
      </div>
      <ProjectField control={control} />
      <TextField control={control} name="comment" label={t('field.comment')} multiline />
    </FormDialog>
  );
}

/**
 * "Commission music" for a customer: opens the request form for `ownerId`. The shell hands it to the
 * artist page; the project page may mount it with its `projectId`.
 */
export function CommissionButton(props: Omit<TaskDialogProps, 'onClose'>) {
  const t = useTasksT();
  const { state } = useSession();
  const [open, setOpen] = useState(false);
  if (state.currentRole !== 'customer') return null;
  return (
    <>
      <Button icon={<MusicNote2Regular />} onClick={() => setOpen(true)}>
        {t('commission')}
      </Button>
      {open ? <TaskDialog {...props} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
