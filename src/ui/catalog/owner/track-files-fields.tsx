import type { FileSlot, FileProblem } from './file-checks';
import { FileDrop } from './file-drop';
import { useFileDropStyles } from './file-drop.styles';
import { AudioPreview, CoverPreview } from './file-previews';
import { useOwnerCatalogT } from './i18n';
import type { TrackFiles } from './track-form-values';
import { useTrackFormStyles } from './track-form-fields';

export type FileErrors = Partial<Record<FileSlot, FileProblem | string>>;

interface TrackFilesFieldsProps {
  files: TrackFiles;
  errors: FileErrors;
  onChange: (slot: FileSlot, file: File | null) => void;
}

/** The upload's files: the audio (required), an optional wav version and an optional cover. */
export function TrackFilesFields({ files, errors, onChange }: TrackFilesFieldsProps) {
  const t = useOwnerCatalogT();
  const form = useTrackFormStyles();
  const audio = (file: File) => <AudioPreview file={file} />;
  return (
    <fieldset className={form.section}>
      <legend className={form.legend}>{t('sectionFiles')}</legend>
      <div className={form.grid}>
        <FileDrop
          slot="audio"
          label={t('audio')}
          hint={t('dropAudio')}
          chooseLabel={t('chooseAudio')}
          value={files.audio}
          onChange={(file) => onChange('audio', file)}
          error={errors.audio ?? null}
          required
          preview={audio}
        />
        <FileDrop
          slot="audioWav"
          label={t('audioWav')}
          hint={t('dropWav')}
          chooseLabel={t('chooseWav')}
          value={files.audioWav}
          onChange={(file) => onChange('audioWav', file)}
          error={errors.audioWav ?? null}
          preview={audio}
        />
        <FileDrop
          slot="cover"
          label={t('cover')}
          hint={t('dropCover')}
          chooseLabel={t('chooseCover')}
          value={files.cover}
          onChange={(file) => onChange('cover', file)}
          error={errors.cover ?? null}
          preview={(file) => <CoverPreview file={file} />}
        />
      </div>
    </fieldset>
  );
}

interface TrackCoverFieldProps {
  /** The stored cover, shown until a new one is chosen. */
  currentUrl: string | null;
  file: File | null;
  error: FileProblem | string | null;
  onChange: (file: File | null) => void;
}

/** Editing a track: the stored cover and a png/jpg that replaces it. */
export function TrackCoverField({ currentUrl, file, error, onChange }: TrackCoverFieldProps) {
  const t = useOwnerCatalogT();
  const form = useTrackFormStyles();
  const styles = useFileDropStyles();
  return (
    <fieldset className={form.section}>
      <legend className={form.legend}>{t('cover')}</legend>
      {currentUrl && !file ? <img className={styles.image} src={currentUrl} alt={t('currentCover')} /> : null}
      <FileDrop
        slot="cover"
        label={currentUrl ? t('replaceCover') : t('cover')}
        hint={t('dropCover')}
        chooseLabel={t('chooseCover')}
        value={file}
        onChange={onChange}
        error={error}
        preview={(chosen) => <CoverPreview file={chosen} />}
      />
    </fieldset>
  );
}
