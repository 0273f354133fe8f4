import { localeFormat } from '../../domain/format';
import { useState, type FormEvent } from 'react';
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
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { SignCodeAnswer } from '../../domain/api/contracts';
import { SIGN_CODE_INTERVAL_MS } from '../../domain/contracts/limits';
import { requestSignCode, signDocument, signDocuments } from '../../sync/contracts/contracts-commands';
import { FormAlert } from '../components/form-alert';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { SubmitButton } from '../components/submit-button';
import { useApi } from '../hooks/use-api';
import { useOnline } from '../hooks/use-online';
import { translateKey } from '../i18n';
import { useContractsT } from './i18n';
import { clockText, useWait } from './use-wait';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  code: { maxWidth: '12rem', letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' },
});

export interface SignTarget {
  id: string;
  number: string;
}

interface SignDialogProps {
  documents: readonly SignTarget[];
  /** The SHA-256 of each document's bytes the user read (fetched now when not read yet). */
  readHashes(): Promise<{ id: string; sha256: string }[]>;
  onClose(): void;
  onSigned?(): void;
}

const codePattern = /^\d{6}$/;

/** The seconds a refusal asks to wait (a 429's Retry-After), 0 when it asks none. */
const retryAfterOf = (failure: unknown) => {
  const value = (failure as { retryAfter?: unknown } | null)?.retryAfter;
  return typeof value === 'number' && value > 0 ? value : 0;
};

/**
 * Signing with a mailed one-time code (docs/licensing.md §6): Send the code mails 6 digits, valid 10
 * minutes for 5 tries; the code and the SHA-256 of the bytes read sign one document or several at once.
 * The server's refusals (a wrong code with the tries left, an expired one, bytes that changed) are shown
 * as it words them. Codes are a minute apart and limited per hour, and too many wrong ones lock signing
 * (docs/decisions/0033-signing-code-limits.md): the send button counts down the wait the server gives.
 * Online only.
 */
export function SignDialog({ documents, readHashes, onClose, onSigned }: SignDialogProps) {
  const styles = useStyles();
  const t = useContractsT();
  const { t: common, i18n } = useTranslation();
  const api = useApi();
  const online = useOnline();
  const { show } = useSnackbar();
  const [sent, setSent] = useState<SignCodeAnswer | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { left, waitFor } = useWait();
  const first = documents[0];
  const what =
    documents.length === 1 && first ? first.number : t('sign.documents', { count: documents.length });

  const sendCode = async () => {
    if (!first || busy) return;
    setBusy(true);
    setError(null);
    try {
      const ids = documents.length > 1 ? documents.map((document) => document.id) : undefined;
      setSent(await requestSignCode(api, first.id, ids));
      setCode('');
      setCodeError(null);
      waitFor(SIGN_CODE_INTERVAL_MS);
    } catch (failure) {
      setError(errorText(failure));
      waitFor(retryAfterOf(failure) * 1000);
    } finally {
      setBusy(false);
    }
  };

  const sign = async (event: FormEvent) => {
    event.preventDefault();
    const entered = code.trim();
    // A new attempt replaces the last one's answer: a refusal of an earlier code is no longer news.
    setError(null);
    if (!codePattern.test(entered)) return setCodeError(translateKey(common, 'contracts.codeFormat'));
    if (busy || !first) return;
    setCodeError(null);
    if (!online) return setError(t('offline'));
    setBusy(true);
    try {
      const hashes = await readHashes();
      if (hashes.length === 1 && hashes[0]) await signDocument(api, hashes[0].id, entered, hashes[0].sha256);
      else await signDocuments(api, entered, hashes);
      show({ title: t('sign.done', { count: documents.length }), type: 'positive' });
      onSigned?.();
      onClose();
    } catch (failure) {
      setError(errorText(failure));
      waitFor(retryAfterOf(failure) * 1000);
    } finally {
      setBusy(false);
    }
  };

  const time = sent ? localeFormat(i18n.language).time(sent.expiresAt) : '';
  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <form onSubmit={(event) => void sign(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('sign.title', { what })}</DialogTitle>
            <DialogContent className={styles.content}>
              {online ? null : <FormAlert text={t('offline')} intent="info" />}
              {sent ? (
                <>
                  <Body1 role="status">{t('sign.codeSent', { to: sent.sentTo, time })}</Body1>
                  <Field label={t('sign.code')} validationMessage={codeError} required>
                    <Input
                      className={styles.code}
                      value={code}
                      onChange={(_, data) => setCode(data.value.replace(/\D/g, '').slice(0, 6))}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      maxLength={6}
                      autoFocus
                    />
                  </Field>
                </>
              ) : (
                <Body1>{t('sign.intro')}</Body1>
              )}
              <FormAlert text={error} />
            </DialogContent>
            <DialogActions>
              {sent ? (
                <>
                  <SubmitButton busy={busy}>{t('sign.submit')}</SubmitButton>
                  <Button disabled={busy || !online || left > 0} onClick={() => void sendCode()}>
                    {left > 0 ? t('sign.resendIn', { time: clockText(left) }) : t('sign.resend')}
                  </Button>
                </>
              ) : (
                <Button
                  appearance="primary"
                  disabled={busy || !online || left > 0}
                  onClick={() => void sendCode()}
                >
                  {left > 0 ? t('sign.requestCodeIn', { time: clockText(left) }) : t('sign.requestCode')}
                </Button>
              )}
              <Button onClick={onClose}>{t('cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
