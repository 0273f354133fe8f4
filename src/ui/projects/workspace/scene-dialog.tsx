import { useState } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import {
  formatTimeCode,
  parseTimeCode,
  sceneFieldsSchema,
  sceneTypes,
  withinEpisode,
  type Scene,
  type SceneFieldsInput,
} from '../../../domain/projects';
import { addScene, changeScene } from '../../../db/workspace-writes';
import { FormDialog } from '../../components/form-dialog';
import { TextField } from '../../components/form-field';
import { errorText } from '../../components/server-errors';
import { applyValidationErrors } from './validation-errors';
import { useSnackbar } from '../../components/snackbar';
import { useLocalDb } from '../../local-data';
import { sceneTypeKey, useWorkspaceT } from './i18n';
import { SelectField } from './select-field';

const useStyles = makeStyles({
  surface: { boxSizing: 'border-box', width: '560px', maxWidth: 'calc(100vw - 16px)' },
  times: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: tokens.spacingHorizontalM },
});

const fieldNames = ['description', 'sceneType', 'start', 'end'] as const;

interface SceneDialogProps {
  workspaceId: string;
  /** The scene to edit; null adds one. */
  scene: Scene | null;
  /** The episode's length in seconds: scenes lie within it (docs/licensing.md §2); null when unbound. */
  episodeDuration: number | null;
  onClose(): void;
}

/**
 * Add or edit a scene: description, scene type, start and end as HH:MM:SS, end after start (docs/product.md
 * §5). Written to the local database (offline too) and pushed.
 */
export function SceneDialog({ workspaceId, scene, episodeDuration, onClose }: SceneDialogProps) {
  const styles = useStyles();
  const t = useWorkspaceT();
  const db = useLocalDb();
  const { show } = useSnackbar();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<SceneFieldsInput>({
    resolver: zodResolver(sceneFieldsSchema, undefined, { raw: true }),
    defaultValues: {
      description: scene?.description ?? '',
      sceneType: scene?.sceneType ?? 'background',
      start: scene ? formatTimeCode(scene.start) : '',
      end: scene ? formatTimeCode(scene.end) : '',
    },
  });

  const submit = form.handleSubmit(async (values) => {
    setAlert(null);
    const outside =
      episodeDuration === null
        ? null
        : withinEpisode(episodeDuration, parseTimeCode(values.start), parseTimeCode(values.end));
    if (outside) {
      form.setError('end', { type: 'local', message: outside });
      return;
    }
    try {
      if (!db) throw new Error('error.unknown');
      if (scene) await changeScene(db, workspaceId, scene.id, values);
      else await addScene(db, workspaceId, values);
      show({ title: scene ? t('sceneSaved') : t('sceneAdded'), type: 'positive' });
      onClose();
    } catch (error) {
      if (!applyValidationErrors(error, form.setError, fieldNames)) setAlert(errorText(error));
    }
  });

  const typeOptions = sceneTypes.map((type) => ({ value: type, label: t(sceneTypeKey(type)) }));
  return (
    <FormDialog
      title={scene ? t('editScene') : t('addScene')}
      onSubmit={submit}
      onClose={onClose}
      busy={form.formState.isSubmitting}
      error={alert}
      submitLabel={scene ? t('save') : t('create')}
      cancelLabel={t('cancel')}
      className={styles.surface}
    >
      <TextField control={form.control} name="description" label={t('sceneDescription')} required multiline />
      <SelectField
        control={form.control}
        name="sceneType"
        label={t('sceneType')}
        options={typeOptions}
        required
      />
      <div className={styles.times}>
        <TextField
          control={form.control}
          name="start"
          label={t('sceneStart')}
          hint={t('timeHint')}
          placeholder="00:00:00"
          required
        />
        <TextField
          control={form.control}
          name="end"
          label={t('sceneEnd')}
          hint={t('timeHint')}
          placeholder="00:00:00"
          required
        />
      </div>
    </FormDialog>
  );
}
