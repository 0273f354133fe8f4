import { useRef, useState, type DragEvent } from 'react';
import { Body1, Button, Field, mergeClasses } from '@fluentui/react-components';
import { DeleteRegular, ImageAddRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { isSupportedImage } from '../../domain/forms';
import { useObjectUrl } from '../hooks/use-object-url';
import { translateKey } from '../i18n';
import { useImagePickerStyles } from './image-picker.styles';

interface ImagePickerProps {
  label: string;
  hint: string;
  chooseLabel: string;
  previewLabel: string;
  removeLabel: string;
  value: File | null;
  onChange: (file: File | null) => void;
}

/** One optional png/jpg image, chosen by click or drag and drop, previewed and removable. */
export function ImagePicker({
  label,
  hint,
  chooseLabel,
  previewLabel,
  removeLabel,
  value,
  onChange,
}: ImagePickerProps) {
  const { t } = useTranslation();
  const styles = useImagePickerStyles();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(value);

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!isSupportedImage(file)) return setError('validation.supportedImages');
    setError(null);
    onChange(file);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files[0]);
  };

  return (
    <Field
      label={label}
      validationState={error ? 'error' : 'none'}
      validationMessage={error ? translateKey(t, error) : undefined}
    >
      {value && preview ? (
        <div className={styles.preview}>
          <img className={styles.image} src={preview} alt={previewLabel} />
          <Body1>{value.name}</Body1>
          <Button icon={<DeleteRegular />} onClick={() => onChange(null)}>
            {removeLabel}
          </Button>
        </div>
      ) : (
        <div
          className={mergeClasses(styles.zone, dragging && styles.dragging)}
          onClick={() => input.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="image-drop-zone"
        >
          <Body1>{hint}</Body1>
          <Button
            icon={<ImageAddRegular />}
            onClick={(event) => {
              event.stopPropagation();
              input.current?.click();
            }}
          >
            {chooseLabel}
          </Button>
        </div>
      )}
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        accept=".png,.jpg,.jpeg,image/png,image/jpeg"
        aria-label={chooseLabel}
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Field>
  );
}
