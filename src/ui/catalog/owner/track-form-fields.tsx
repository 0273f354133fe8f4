import { Combobox, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { useController, type Control, type UseFormSetValue } from 'react-hook-form';
import { FEATURED_ARTISTS_MAX, TAGS_MAX, tempoNameOf, type TrackFieldsInput } from '../../../domain/catalog';
import { media } from '../../components/breakpoints';
import { CheckboxField } from '../../components/choice-fields';
import { FormField, TextField } from '../../components/form-field';
import { useCatalogOptions } from '../parts/use-catalog-options';
import { ChipSelectField, FreeChipsField } from './chip-fields';
import { useOwnerCatalogT } from './i18n';
import { OptionSelectField } from './option-select-field';

export type TrackFormValues = TrackFieldsInput;

export const useTrackFormStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    border: 'none',
    margin: 0,
    padding: 0,
    minWidth: 0,
  },
  legend: {
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    padding: 0,
    marginBottom: tokens.spacingVerticalS,
  },
  grid: {
    display: 'grid',
    gap: tokens.spacingVerticalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignItems: 'start',
    [media.smUp]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: tokens.spacingHorizontalM },
  },
  checks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
});

interface FieldsProps {
  control: Control<TrackFormValues>;
}

/** The album: free text, suggesting the owner's own albums. */
function AlbumField({ control, albums }: FieldsProps & { albums: readonly string[] }) {
  const t = useOwnerCatalogT();
  const { field, fieldState } = useController({ control, name: 'album' });
  const value = typeof field.value === 'string' ? field.value : '';
  const suggestions = albums.filter((title) => title.toLowerCase().includes(value.trim().toLowerCase()));
  return (
    <FormField label={t('album')} hint={t('albumHint')} value={value} error={fieldState.error?.message}>
      <Combobox
        inlinePopup
        freeform
        ref={field.ref}
        value={value}
        selectedOptions={albums.includes(value) ? [value] : []}
        onChange={(event) => field.onChange(event.target.value)}
        onOptionSelect={(_, data) => data.optionText !== undefined && field.onChange(data.optionText)}
        onBlur={field.onBlur}
      >
        {suggestions.map((title) => (
          <Option key={title} value={title}>
            {title}
          </Option>
        ))}
      </Combobox>
    </FormField>
  );
}

/** BPM; a valid value fills in the tempo name (tempoNameOf). */
function BpmField({ control, setValue }: FieldsProps & { setValue: UseFormSetValue<TrackFormValues> }) {
  const t = useOwnerCatalogT();
  const { field, fieldState } = useController({ control, name: 'bpm' });
  const value = field.value === undefined || field.value === null ? '' : String(field.value);
  const onChange = (text: string) => {
    field.onChange(text === '' ? undefined : text);
    const bpm = Number(text);
    if (text !== '' && Number.isInteger(bpm) && bpm >= 20 && bpm <= 300)
      setValue('tempo', tempoNameOf(bpm), { shouldDirty: true });
  };
  return (
    <FormField label={t('bpm')} hint={t('bpmHint')} value={value} error={fieldState.error?.message}>
      <Input
        ref={field.ref}
        type="number"
        inputMode="numeric"
        min={20}
        max={300}
        value={value}
        onBlur={field.onBlur}
        onChange={(_, data) => onChange(data.value)}
      />
    </FormField>
  );
}

/** The release date as YYYY-MM-DD; cleared means no date. */
function ReleaseDateField({ control }: FieldsProps) {
  const t = useOwnerCatalogT();
  const { field, fieldState } = useController({ control, name: 'releaseDate' });
  const value = typeof field.value === 'string' ? field.value : '';
  return (
    <FormField label={t('releaseDate')} value={value} error={fieldState.error?.message}>
      <Input
        ref={field.ref}
        type="date"
        value={value}
        onBlur={field.onBlur}
        onChange={(_, data) => field.onChange(data.value || undefined)}
      />
    </FormField>
  );
}

/** The title, artists and album of a track. */
export function TrackMainFields({ control, albums }: FieldsProps & { albums: readonly string[] }) {
  const t = useOwnerCatalogT();
  const styles = useTrackFormStyles();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('sectionMain')}</legend>
      <div className={styles.grid}>
        <TextField control={control} name="title" label={t('title')} required />
        <TextField control={control} name="mainArtist" label={t('mainArtist')} required />
        <FreeChipsField
          control={control}
          name="artists"
          label={t('artists')}
          hint={t('artistsHint')}
          max={FEATURED_ARTISTS_MAX}
        />
        <AlbumField control={control} albums={albums} />
        <OptionSelectField control={control} name="version" group="version" optional={false} />
        <ReleaseDateField control={control} />
      </div>
    </fieldset>
  );
}

/** Genres, moods, instruments, tags, tempo, density, vocals, language and the two flags. */
export function TrackDescriptionFields({
  control,
  setValue,
}: FieldsProps & { setValue: UseFormSetValue<TrackFormValues> }) {
  const t = useOwnerCatalogT();
  const styles = useTrackFormStyles();
  const options = useCatalogOptions();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('sectionDescription')}</legend>
      <div className={styles.grid}>
        <ChipSelectField control={control} name="genres" group="genres" />
        <ChipSelectField control={control} name="moods" group="moods" />
        <ChipSelectField control={control} name="instruments" group="instruments" />
        <FreeChipsField control={control} name="tags" label={t('tags')} hint={t('tagsHint')} max={TAGS_MAX} />
        <BpmField control={control} setValue={setValue} />
        <OptionSelectField control={control} name="tempo" group="tempo" />
        <OptionSelectField control={control} name="density" group="density" />
        <OptionSelectField control={control} name="vocalType" group="vocalType" />
        <OptionSelectField control={control} name="language" group="language" />
      </div>
      <div className={styles.checks}>
        <CheckboxField control={control} name="explicit" label={options.group('explicit')} />
        <CheckboxField control={control} name="instrumental" label={options.group('instrumental')} />
      </div>
    </fieldset>
  );
}

/** ISRC, lyrics and comments. */
export function TrackDetailFields({ control }: FieldsProps) {
  const t = useOwnerCatalogT();
  const styles = useTrackFormStyles();
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('sectionDetails')}</legend>
      <TextField control={control} name="isrc" label={t('isrc')} placeholder="RU-A1B-25-00001" />
      <TextField control={control} name="lyrics" label={t('lyrics')} multiline />
      <TextField control={control} name="comments" label={t('comments')} multiline />
    </fieldset>
  );
}
