import { useMemo, useState, type FormEvent } from 'react';
import {
  Body1,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import type { ContractDocType } from '../../db/schemas/contracts-documents.schema';
import { createSupplement } from '../../sync/contracts/contracts-commands';
import { FormAlert } from '../components/form-alert';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { SubmitButton } from '../components/submit-button';
import { useApi } from '../hooks/use-api';
import { useOnline } from '../hooks/use-online';
import { useOrder } from '../hooks/use-orders';
import { useContractsT } from './i18n';
import { useDocuments } from './use-documents';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
});

/**
 * A supplement to a signed contract (docs/licensing.md §6): the approved tracks of the contract's order
 * that no live document holds yet, to pick from ("Select at least one track").
 */
export function SupplementDialog({ contract, onClose }: { contract: ContractDocType; onClose(): void }) {
  const styles = useStyles();
  const t = useContractsT();
  const api = useApi();
  const online = useOnline();
  const { show } = useSnackbar();
  const order = useOrder(contract.orderId);
  const documents = useDocuments(null);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const free = useMemo(() => {
    const taken = new Set(
      (documents ?? [])
        .filter((document) => document.status !== 'rejected')
        .flatMap((document) => document.lines.map((line) => line.entryId)),
    );
    return (order?.lines ?? []).filter(
      (line) => line.status === 'approved' && line.entryId !== null && !taken.has(line.entryId),
    );
  }, [order, documents]);

  const toggle = (entryId: string) =>
    setPicked((previous) => {
      const next = new Set(previous);
      if (next.has(entryId)) next.delete(entryId);
      else next.add(entryId);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (picked.size === 0) return setError(t('supplement.selectTrack'));
    if (!online) return setError(t('offline'));
    setBusy(true);
    setError(null);
    try {
      const supplement = await createSupplement(api, contract.id, { entryIds: [...picked] });
      show({ title: t('supplement.done', { number: supplement.number }), type: 'positive' });
      onClose();
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onOpenChange={(_, data) => (data.open ? undefined : onClose())}>
      <DialogSurface>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogBody>
            <DialogTitle>{t('supplement.title', { number: contract.number })}</DialogTitle>
            <DialogContent className={styles.content}>
              {free.length === 0 ? (
                <Body1>{t('supplement.none')}</Body1>
              ) : (
                <>
                  <Body1>{t('supplement.intro')}</Body1>
                  <ul className={styles.list}>
                    {free.map((line) => (
                      <li key={line.id}>
                        <Checkbox
                          label={`${line.trackTitle} · ${line.artistName}`}
                          checked={line.entryId !== null && picked.has(line.entryId)}
                          onChange={() => line.entryId && toggle(line.entryId)}
                        />
                      </li>
                    ))}
                  </ul>
                </>
              )}
              <FormAlert text={error} />
            </DialogContent>
            <DialogActions>
              {free.length > 0 ? <SubmitButton busy={busy}>{t('supplement.create')}</SubmitButton> : null}
              <Button onClick={onClose}>{t('cancel')}</Button>
            </DialogActions>
          </DialogBody>
        </form>
      </DialogSurface>
    </Dialog>
  );
}
