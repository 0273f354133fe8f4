import { useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  entryFieldsSchema,
  formatTimeCode,
  parseTimeCode,
  usageTypes,
  withinEpisode,
  type EntryFieldsInput,
  type TrackEntry,
} from '../../../domain/projects';
import { changeEntry } from '../../../db/workspace-writes';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/form-field';
import { errorText } from '../../components/server-errors';
import { applyValidationErrors } from './validation-errors';
import { useSnackbar } from '../../components/snackbar';
import { useLocalDb } from '../../local-data';
import { usageKey, useWorkspaceT } from './i18n';
import { SelectField } from './select-field';

const useStyles = makeStyles({
  surface: { boxSizing: 'border-box', width: '560px', maxWidth: 'calc(100vw - 16px)' },
  times: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
});

const fieldNames = ['timeIn', 'timeOut', 'usageType', 'comment'] as const;
const timeText = (seconds: number | null) => (seconds === null ? '' : formatTimeCode(seconds));

interface EntryDialogProps {
  workspaceId: string;
  entry: TrackEntry;
  title: string;
  /** Placement (time codes, usage) needs the edit right; a commenting member changes the comment only. */
  canEdit: boolean;
  episodeDuration: number | null;
  onClose(): void;
}

/** An entry's usage: time codes in and out (out after in), usage type and comment; a local write. */
export function EntryDialog({
  workspaceId,
  entry,
  title,
  canEdit,
  episodeDuration,
  onClose,
}: EntryDialogProps) {
  const styles = useStyles();
  const t = useWorkspaceT();
  const db = useLocalDb();
  const { show } = useSnackbar();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<EntryFieldsInput>({
    resolver: zodResolver(entryFieldsSchema, undefined, { raw: true }),
    defaultValues: {
      timeIn: timeText(entry.timeIn),
      timeOut: timeText(entry.timeOut),
      usageType: entry.usageType ?? null,
      comment: entry.comment ?? '',
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const times = [values.timeIn, values.timeOut].map((value) =>
      typeof value === 'string' && value ? parseTimeCode(value) : null,
    );
    const outside = episodeDuration === null ? null : withinEpisode(episodeDuration, ...times);
    if (canEdit && outside) {
      form.setError('timeOut', { type: 'local', message: outside });
      return;
    }
    try {
      if (!db) throw new Error('error.unknown');
      const change = canEdit ? values : { comment: values.comment };
      await changeEntry(db, workspaceId, entry.id, change);
      show({ title: t('entrySaved'), type: 'positive' });
      onClose();
    } catch (error) {
      if (!applyValidationErrors(error, form.setError, fieldNames)) setAlert(errorText(error));
    }
  });

  const usageOptions = [
    { value: '', label: t('noUsageType') },
    ...usageTypes.map((type) => ({ value: type, label: t(usageKey(type)) })),
  ];
  return (
    <FormDialog
      title={t('editEntryTitle', { title })}
      onSubmit={submit}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      error={alert}
      submitLabel={t('save')}
      cancelLabel={t('cancel')}
      className={styles.surface}
    >
      {canEdit ? (
        <>
          <div className={styles.times}>
            <TextField control={form.control} name="timeIn" label={t('timeIn')} hint={t('timeHint')} />
            <TextField control={form.control} name="timeOut" label={t('timeOut')} hint={t('timeHint')} />
          </div>
          <SelectField
            control={form.control}
            name="usageType"
            label={t('usageType')}
            options={usageOptions}
          />
        </>
      ) : null}
      <TextField control={form.control} name="comment" label={t('entryComment')} multiline />
    </FormDialog>
  );
}
