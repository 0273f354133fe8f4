import { Dropdown, makeStyles, mergeClasses, Option, tokens } from '@fluentui/react-components';
import { useController, type Control } from 'react-hook-form';
import { playlistColors } from '../../domain/library';
import { media, projectTypes } from '../../domain/projects';
import { FormField, TextField } from '../components/form-field';
import { usePlaylistColorClass } from '../components/playlist-cover';
import type { ProjectFormValues } from './project-form';
import { useProjectsT } from './i18n';

const useStyles = makeStyles({
  row: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    // A field without a hint beside one with a hint keeps its height: stretched, Fluent's Field (a grid)
    // would share the extra height out between its rows and its input would sit lower (issue 26 §4).
    alignItems: 'start',
  },
  swatch: {
    display: 'inline-block',
    width: '12px',
    height: '12px',
    borderRadius: tokens.borderRadiusCircular,
    marginRight: tokens.spacingHorizontalXS,
  },
});

type Props = { control: Control<ProjectFormValues> };

function TypeField({ control }: Props) {
  const t = useProjectsT();
  const { field, fieldState } = useController({ control, name: 'type' });
  return (
    <FormField label={t('type')} value={field.value} error={fieldState.error?.message} required>
      <Dropdown
        ref={field.ref}
        value={field.value ? t(`type_${field.value}`) : ''}
        selectedOptions={field.value ? [field.value] : []}
        onOptionSelect={(_, data) => field.onChange(data.optionValue ?? '')}
        onBlur={field.onBlur}
      >
        {projectTypes.map((type) => (
          <Option key={type} value={type}>
            {t(`type_${type}`)}
          </Option>
        ))}
      </Dropdown>
    </FormField>
  );
}

function PlatformsField({ control }: Props) {
  const t = useProjectsT();
  const { field, fieldState } = useController({ control, name: 'platforms' });
  return (
    <FormField label={t('platforms')} value={field.value} error={fieldState.error?.message}>
      <Dropdown
        ref={field.ref}
        multiselect
        value={field.value.map((item) => t(`media_${item}`)).join(', ')}
        selectedOptions={field.value}
        onOptionSelect={(_, data) => field.onChange(data.selectedOptions)}
        onBlur={field.onBlur}
      >
        {media.map((item) => (
          <Option key={item} value={item}>
            {t(`media_${item}`)}
          </Option>
        ))}
      </Dropdown>
    </FormField>
  );
}

function ColourField({ control }: Props) {
  const t = useProjectsT();
  const styles = useStyles();
  const colourClass = usePlaylistColorClass();
  const { field } = useController({ control, name: 'coverColor' });
  const none = '';
  return (
    <FormField label={t('coverColour')} value={field.value}>
      <Dropdown
        ref={field.ref}
        value={field.value ? t(`colour_${field.value}`) : t('noColour')}
        selectedOptions={[field.value ?? none]}
        onOptionSelect={(_, data) => field.onChange(data.optionValue ? data.optionValue : null)}
      >
        <Option value={none}>{t('noColour')}</Option>
        {playlistColors.map((color) => (
          <Option key={color} value={color} text={t(`colour_${color}`)}>
            <span className={mergeClasses(styles.swatch, colourClass(color))} aria-hidden />
            {t(`colour_${color}`)}
          </Option>
        ))}
      </Dropdown>
    </FormField>
  );
}

/** Every field of the project form (docs/product.md §3 Project). */
export function ProjectFields({ control }: Props) {
  const styles = useStyles();
  const t = useProjectsT();
  return (
    <>
      <TextField control={control} name="name" label={t('name')} required />
      <TypeField control={control} />
      <TextField control={control} name="description" label={t('description')} multiline />
      <div className={styles.row}>
        <TextField control={control} name="budgetMin" label={t('budgetMin')} hint={t('budgetHint')} />
        <TextField control={control} name="budgetMax" label={t('budgetMax')} />
      </div>
      <div className={styles.row}>
        <TextField control={control} name="director" label={t('director')} />
        <TextField control={control} name="production" label={t('production')} />
        <TextField control={control} name="brand" label={t('brand')} />
      </div>
      <div className={styles.row}>
        <TextField control={control} name="episodesCount" label={t('episodesCount')} type="number" />
        <TextField control={control} name="seasons" label={t('seasons')} type="number" />
        <TextField control={control} name="productionYear" label={t('productionYear')} type="number" />
      </div>
      <PlatformsField control={control} />
      <ColourField control={control} />
    </>
  );
}
