import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { Button, Field, mergeClasses } from '@fluentui/react-components';
import { ArrowUploadRegular, DeleteRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { fieldStatus } from '../../../domain/forms';
import { translateKey } from '../../i18n';
import { acceptAttribute, checkFile, type FileProblem, type FileSlot } from './file-checks';
import { useFileDropStyles } from './file-drop.styles';
import { useOwnerCatalogT } from './i18n';

interface FileDropProps {
  slot: FileSlot;
  label: string;
  hint: string;
  chooseLabel: string;
  value: File | null;
  onChange: (file: File | null) => void;
  /** A message from outside (required, or the server's refusal): a catalogue key or text. */
  error?: FileProblem | string | null;
  required?: boolean;
  /** What a chosen file shows (cover image, audio player). */
  preview: (file: File) => ReactNode;
}

const validationStates = { error: 'error', valid: 'success', default: 'none' } as const;

/**
 * One file chosen by click, keyboard or drag and drop (the zone is a button), checked like the server
 * checks it, previewed and removable.
 */
export function FileDrop({
  slot,
  label,
  hint,
  chooseLabel,
  value,
  onChange,
  error,
  required,
  preview,
}: FileDropProps) {
  const { t } = useTranslation();
  const own = useOwnerCatalogT();
  const styles = useFileDropStyles();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<FileProblem | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const found = await checkFile(slot, file);
    setProblem(found);
    if (!found) onChange(file);
  };
  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setDragging(false);
    void pick(event.dataTransfer.files[0]);
  };
  const shown = problem ?? error ?? null;
  const message =
    shown === null
      ? undefined
      : typeof shown === 'string'
        ? translateKey(t, shown)
        : translateKey(t, shown.key, shown.params);

  return (
    <Field
      label={label}
      required={required}
      validationState={validationStates[fieldStatus(value, message)]}
      validationMessage={message}
    >
      {value ? (
        <div className={styles.chosen}>
          {preview(value)}
          <Button
            icon={<DeleteRegular />}
            aria-label={own('removeFile', { name: value.name })}
            onClick={() => onChange(null)}
          />
        </div>
      ) : (
        <button
          type="button"
          className={mergeClasses(styles.zone, dragging && styles.dragging)}
          aria-label={chooseLabel}
          aria-required={required}
          onClick={() => input.current?.click()}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <ArrowUploadRegular fontSize={24} aria-hidden />
          <span className={styles.choose}>{chooseLabel}</span>
          <span>{hint}</span>
        </button>
      )}
      <input
        ref={input}
        className={styles.hidden}
        type="file"
        tabIndex={-1}
        aria-hidden
        accept={acceptAttribute(slot)}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
    </Field>
  );
}
