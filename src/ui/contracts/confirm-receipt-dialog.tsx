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
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { PaymentDocType } from '../../db/schemas/contracts-payments.schema';
import { formatMoney } from '../../domain/orders/queue';
import { confirmPayment } from '../../sync/contracts/contracts-commands';
import { FormAlert } from '../components/form-alert';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { useOnline } from '../hooks/use-online';
import { useContractsT } from './i18n';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** The owner confirms an invoice was paid, after being told what that does; it cannot be undone. */
export function ConfirmReceiptDialog({ payment, onClose }: { payment: PaymentDocType; onClose(): void }) {
  const styles = useStyles();
  const t = useContractsT();
  const { i18n } = useTranslation();
  const api = useApi();
  const online = useOnline();
  const { show } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    if (busy) return;
    if (!online) return setError(t('offline'));
    setBusy(true);
    setError(null);
    try {
      await confirmPayment(api, payment.id);
      show({ title: t('payments.confirmed'), type: 'positive' });
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open modalType="alert" onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <DialogBody>
          <DialogTitle>
            {t('payments.confirmTitle', { amount: formatMoney(payment.totals.gross, i18n.language) })}
          </DialogTitle>
          <DialogContent className={styles.content}>
            <Body1>{t('payments.confirmText', { number: payment.number })}</Body1>
            <FormAlert text={error} />
          </DialogContent>
          <DialogActions>
            <Button appearance="primary" disabled={busy} onClick={() => void confirm()}>
              {t('payments.confirm')}
            </Button>
            <Button onClick={onClose}>{t('cancel')}</Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
