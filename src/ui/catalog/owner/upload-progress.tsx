import { Caption1, Field, ProgressBar } from '@fluentui/react-components';
import { useOwnerCatalogT } from './i18n';

/** The upload's progress bar; once every byte is sent the server still analyses the audio. */
export function UploadProgress({ progress }: { progress: number }) {
  const t = useOwnerCatalogT();
  const percent = Math.round(progress * 100);
  const sent = percent >= 100;
  return (
    <Field label={t('uploadProgress')} validationState="none">
      <ProgressBar
        value={sent ? undefined : progress}
        max={1}
        thickness="large"
        aria-valuetext={`${percent}%`}
      />
      <Caption1 role="status">{sent ? t('processing') : t('uploading', { percent })}</Caption1>
    </Field>
  );
}
