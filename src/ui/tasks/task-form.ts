import type { FieldErrors, Resolver } from 'react-hook-form';
import { taskFieldsSchema, type TaskFields } from '../../domain/tasks';

/** The commission form's values as typed; the owner comes from the page the dialog opened on. */
export interface TaskFormValues {
  title: string;
  referenceUrl: string;
  trackNumber: string;
  tracksCount: string;
  targetTimeline: string;
  completionDate: string;
  comment: string;
  /** '' for no project. */
  projectId: string;
}

export const taskFormFields = [
  'title',
  'referenceUrl',
  'trackNumber',
  'tracksCount',
  'targetTimeline',
  'completionDate',
  'comment',
  'projectId',
] as const satisfies readonly (keyof TaskFormValues)[];

export const taskFormDefaults = (projectId: string | null = null): TaskFormValues => ({
  title: '',
  referenceUrl: '',
  trackNumber: '',
  tracksCount: '1',
  targetTimeline: '',
  completionDate: '',
  comment: '',
  projectId: projectId ?? '',
});

/** Checks the form with the server's own schema (src/domain/tasks) and yields `POST /api/task/create`'s body. */
export const taskFormResolver =
  (ownerId: string, artistId: string | null = null): Resolver<TaskFormValues, unknown, TaskFields> =>
  (values) => {
    const result = taskFieldsSchema.safeParse({
      ...values,
      ownerId,
      ...(artistId ? { artistId } : {}),
      projectId: values.projectId || null,
    });
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<TaskFormValues> = {};
    for (const issue of result.error.issues) {
      const field = taskFormFields.find((name) => name === issue.path[0]);
      if (field && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
    }
    return { values: {}, errors };
  };
