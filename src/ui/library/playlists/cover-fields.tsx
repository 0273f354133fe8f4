import {
  Checkbox,
  Field,
  makeStyles,
  mergeClasses,
  Radio,
  RadioGroup,
  tokens,
} from '@fluentui/react-components';
import { playlistColors, type PlaylistColor } from '../../../domain/library';
import { ImagePicker } from '../../components/image-picker';
import { PlaylistCover, usePlaylistColorClass } from '../../components/playlist-cover';
import { colourKey, usePlaylistsT } from './i18n';

const useStyles = makeStyles({
  swatches: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  swatch: { borderRadius: tokens.borderRadiusMedium },
  none: { backgroundColor: tokens.colorNeutralBackground5 },
  current: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
});

interface CoverFieldsProps {
  color: PlaylistColor | null;
  onColor(color: PlaylistColor | null): void;
  file: File | null;
  onFile(file: File | null): void;
  /** The saved cover image, when editing a playlist that has one. */
  currentImage: string | null;
  removeImage: boolean;
  onRemoveImage(remove: boolean): void;
}

/** A playlist's cover: a colour of the palette, and/or a png or jpg image that covers it. */
export function CoverFields(props: CoverFieldsProps) {
  const styles = useStyles();
  const t = usePlaylistsT();
  const colorClass = usePlaylistColorClass();
  return (
    <>
      <Field label={t('coverColour')}>
        <RadioGroup
          layout="horizontal"
          className={styles.swatches}
          value={props.color ?? 'none'}
          onChange={(_, data) => props.onColor(data.value === 'none' ? null : (data.value as PlaylistColor))}
        >
          <Radio
            value="none"
            aria-label={t('noColour')}
            className={mergeClasses(styles.swatch, styles.none)}
          />
          {playlistColors.map((color) => (
            <Radio
              key={color}
              value={color}
              aria-label={t(colourKey(color))}
              className={mergeClasses(styles.swatch, colorClass(color))}
            />
          ))}
        </RadioGroup>
      </Field>
      {props.currentImage && !props.file ? (
        <div className={styles.current}>
          <PlaylistCover
            playlist={{
              coverImageUrl: props.removeImage ? null : props.currentImage,
              coverColor: props.color,
            }}
            size={64}
            alt={t('currentCover')}
          />
          <Checkbox
            checked={props.removeImage}
            label={t('removeCover')}
            onChange={(_, data) => props.onRemoveImage(data.checked === true)}
          />
        </div>
      ) : null}
      <ImagePicker
        label={t('coverImage')}
        hint={t('coverHint')}
        chooseLabel={t('chooseCover')}
        previewLabel={t('coverPreview')}
        removeLabel={t('removeNewCover')}
        value={props.file}
        onChange={props.onFile}
      />
    </>
  );
}
