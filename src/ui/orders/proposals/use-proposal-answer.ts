import { useState } from 'react';
import { approveProposal, rejectProposal } from '../../../sync/orders/orders-commands';
import type { OrderDocType } from '../../../db';
import { errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { useApi } from '../../hooks/use-api';
import { useLocalData } from '../../local-data';
import { useProposalsT } from './i18n';

/**
 * The team's answer to a proposal (docs/licensing.md §3): approve all or some lines, or reject with a
 * reason, each from the order's `version` on screen. The answer is written into `orders` at once; a 409
 * means the owner changed it in the meantime: the command writes the order as it now is (its `current`), so
 * the screen shows it, and the server's one message says to review it (as the request queue does).
 */
export function useProposalAnswer(order: OrderDocType) {
  const t = useProposalsT();
  const api = useApi();
  const local = useLocalData();
  const { show } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>, done: string): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      await work();
      show({ title: done, type: 'positive' });
      return true;
    } catch (failure) {
      setError(errorText(failure));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return {
    busy,
    error,
    approve: (entryIds: string[]) => {
      const all = entryIds.length === order.lines.filter((line) => line.status !== 'rejected').length;
      return run(
        () => approveProposal(api, order.id, entryIds, order.version, local?.db),
        all ? t('approved') : t('approvedPartially', { count: entryIds.length }),
      );
    },
    reject: (reason: string) =>
      run(() => rejectProposal(api, order.id, reason, order.version, local?.db), t('rejected')),
  };
}
