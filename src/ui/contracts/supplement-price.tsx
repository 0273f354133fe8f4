import { useState } from 'react';
import {
  Button,
  Checkbox,
  Field,
  Input,
  makeStyles,
  MessageBar,
  MessageBarActions,
  MessageBarBody,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkRegular, MoneyRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ContractDocType } from '../../db/schemas/contracts-documents.schema';
import type { DocumentSide } from '../../domain/contracts';
import { kopecksToRubles, rublesToKopecks } from '../../domain/projects';
import { formatMoney } from '../../domain/orders/queue';
import { agreeSupplementPrice, proposeSupplementPrice } from '../../sync/contracts/contracts-commands';
import { FormDialog } from '../components/form-dialog';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { useApi } from '../hooks/use-api';
import { useOnline } from '../hooks/use-online';
import { useContractsT } from './i18n';

const useStyles = makeStyles({
  surface: { boxSizing: 'border-box', width: '560px', maxWidth: 'calc(100vw - 16px)' },
  line: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

interface PriceRow {
  entryId: string;
  label: string;
  text: string;
  noVat: boolean;
}

/** The owner prices the change of each line the supplement changes, without VAT (docs/decisions/0053). */
function ProposePriceDialog({ document, onClose }: { document: ContractDocType; onClose(): void }) {
  const styles = useStyles();
  const t = useContractsT();
  const api = useApi();
  const online = useOnline();
  const { show } = useSnackbar();
  const [rows, setRows] = useState<PriceRow[]>(() =>
    document.lines
      .filter((line) => line.change)
      .map((line) => ({
        entryId: line.entryId,
        label: `${line.trackTitle} · ${line.artistName}`,
        text: document.priceStatus === 'awaiting' ? '' : kopecksToRubles(line.price),
        noVat: line.noVat,
      })),
  );
  const [invalid, setInvalid] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (index: number, patch: Partial<PriceRow>) =>
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)));

  const submit = async () => {
    const prices = rows.map((row) => rublesToKopecks(row.text));
    if (prices.some((price) => price === null)) return setInvalid(true);
    setInvalid(false);
    setAlert(null);
    if (!online) return setAlert(t('offline'));
    setBusy(true);
    try {
      const lines = rows.map((row, index) => ({
        entryId: row.entryId,
        price: prices[index]!,
        noVat: row.noVat,
      }));
      await proposeSupplementPrice(api, document.id, lines);
      show({ title: t('price.proposed'), type: 'positive' });
      onClose();
    } catch (error) {
      setAlert(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('price.title', { number: document.number })}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      onClose={onClose}
      busy={busy}
      error={alert}
      submitLabel={t('price.propose')}
      cancelLabel={t('cancel')}
      className={styles.surface}
    >
      {rows.map((row, index) => (
        <div key={row.entryId} className={styles.line}>
          <Field
            label={t('price.line', { track: row.label })}
            required
            validationMessage={invalid && rublesToKopecks(row.text) === null ? t('price.invalid') : undefined}
          >
            <Input
              inputMode="decimal"
              value={row.text}
              contentAfter="₽"
              onChange={(_, data) => change(index, { text: data.value })}
            />
          </Field>
          <Checkbox
            label={t('price.noVat')}
            checked={row.noVat}
            onChange={(_, data) => change(index, { noVat: data.checked === true })}
          />
        </div>
      ))}
    </FormDialog>
  );
}

/** What the price of a change of terms awaits, and the side's action: propose (owner), agree (customer). */
export function SupplementPrice({ document, side }: { document: ContractDocType; side: DocumentSide }) {
  const t = useContractsT();
  const { i18n } = useTranslation();
  const api = useApi();
  const online = useOnline();
  const { show } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  const status = document.priceStatus;
  if (!status || document.kind !== 'supplement' || document.status !== 'draft') return null;
  const amount = formatMoney(document.totals.gross, i18n.language);

  const agree = async () => {
    setAlert(null);
    if (!online) return setAlert(t('offline'));
    setBusy(true);
    try {
      await agreeSupplementPrice(api, document.id, document.totals.gross);
      show({ title: t('price.agreedDone'), type: 'positive' });
    } catch (error) {
      setAlert(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const text =
    status === 'awaiting'
      ? t(side === 'owner' ? 'price.awaitingOwner' : 'price.awaitingCustomer')
      : status === 'proposed'
        ? t(side === 'owner' ? 'price.proposedOwner' : 'price.proposedCustomer', { amount })
        : t('price.agreed', { amount });
  return (
    <>
      <MessageBar intent={status === 'agreed' ? 'success' : 'info'} data-testid="supplement-price">
        <MessageBarBody>{alert ?? text}</MessageBarBody>
        <MessageBarActions>
          {side === 'owner' && status !== 'agreed' ? (
            <Button icon={<MoneyRegular />} onClick={() => setOpen(true)}>
              {t(status === 'awaiting' ? 'price.propose' : 'price.change')}
            </Button>
          ) : null}
          {side === 'customer' && status === 'proposed' ? (
            <Button
              appearance="primary"
              icon={<CheckmarkRegular />}
              disabled={busy}
              onClick={() => void agree()}
            >
              {t('price.agree', { amount })}
            </Button>
          ) : null}
        </MessageBarActions>
      </MessageBar>
      {open ? <ProposePriceDialog document={document} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
