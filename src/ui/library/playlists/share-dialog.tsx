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
import { CheckmarkRegular, CopyRegular, LinkDismissRegular, LinkRegular } from '@fluentui/react-icons';
import { FormAlert } from '../../components/form-alert';
import { errorText } from '../../components/server-errors';
import { useApi } from '../../hooks/use-api';
import { useCopy } from '../../hooks/use-copy';
import { useLocalData } from '../../local-data';
import { revokeLinkOf, shareLinkOf } from './server-playlist';
import { usePlaylistsT } from './i18n';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap', alignItems: 'center' },
});

interface ShareDialogProps {
  playlist: { id: string; name: string };
  onClose(): void;
}

/** Share by link: create the link (the same until revoked), copy it, or revoke it. */
export function ShareDialog({ playlist, onClose }: ShareDialogProps) {
  const styles = useStyles();
  const t = usePlaylistsT();
  const api = useApi();
  const local = useLocalData();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { copied, copy } = useCopy('the share link');

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      await action();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  const create = () => run(async () => setUrl((await shareLinkOf(api, local, playlist.id)).url));
  const revoke = () =>
    run(async () => {
      await revokeLinkOf(api, playlist.id);
      setUrl(null);
      setNotice(t('revoked'));
    });

  return (
    <Dialog open onOpenChange={(_, data) => !data.open && onClose()}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>{t('shareTitle', { name: playlist.name })}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1>{t('shareText')}</Body1>
            <FormAlert text={error} />
            <FormAlert text={notice} intent="success" />
            {url ? (
              <>
                <Field label={t('shareLink')}>
                  <Input readOnly value={url} onFocus={(event) => event.target.select()} />
                </Field>
                <div className={styles.row}>
                  <Button
                    icon={copied ? <CheckmarkRegular /> : <CopyRegular />}
                    onClick={() => void copy(url)}
                  >
                    {copied ? t('copied') : t('copy')}
                  </Button>
                  <Button
                    icon={<LinkDismissRegular />}
                    disabledFocusable={busy}
                    onClick={() => void revoke()}
                  >
                    {t('revoke')}
                  </Button>
                </div>
              </>
            ) : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('close')}</Button>
            {url ? null : (
              <Button
                appearance="primary"
                disabledFocusable={busy}
                icon={busy ? <Spinner size="tiny" /> : <LinkRegular />}
                onClick={() => void create()}
              >
                {t('createLink')}
              </Button>
            )}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
