import { useState } from 'react';
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, CopyRegular, OpenRegular } from '@fluentui/react-icons';
import { generateBotLink } from '../../sync';
import { FormAlert } from '../components/form-alert';
import { errorText } from '../components/server-errors';
import { useApi } from '../hooks/use-api';
import { useCopy } from '../hooks/use-copy';
import { useBotLinkT } from './i18n';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
  input: { flexGrow: 1, minWidth: '200px' },
});

export function BotLinkDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useBotLinkT();
  const styles = useStyles();
  const api = useApi();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { copied, copy } = useCopy('the bot link');

  const generate = async () => {
    setBusy(true);
    setError(null);
    try {
      setUrl((await generateBotLink(api)).url);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('botLink.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1>{t('botLink.text')}</Body1>
            <FormAlert text={error} />
            {url ? (
              <Field label={t('botLink.link')}>
                <Input className={styles.input} readOnly value={url} />
              </Field>
            ) : null}
            {url ? (
              <div className={styles.row}>
                <Button icon={copied ? <CheckmarkRegular /> : <CopyRegular />} onClick={() => void copy(url)}>
                  {copied ? t('botLink.copied') : t('botLink.copy')}
                </Button>
                <Button
                  icon={<OpenRegular />}
                  onClick={() => window.open(url, '_blank', 'noopener,noreferrer')}
                >
                  {t('botLink.open')}
                </Button>
              </div>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('common.close')}</Button>
            <Button
              appearance="primary"
              onClick={() => void generate()}
              disabledFocusable={busy}
              icon={busy ? <Spinner size="tiny" /> : undefined}
            >
              {t('botLink.generate')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
