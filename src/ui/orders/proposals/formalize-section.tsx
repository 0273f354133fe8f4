import { useMemo, useState } from 'react';
import { Body1, Button, Checkbox, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { DocumentAddRegular } from '@fluentui/react-icons';
import { useLocation } from 'wouter';
import { contractDocumentsQuery } from '../../../db/queries/contracts';
import type { ContractDocType } from '../../../db/schemas/contracts-documents.schema';
import type { OrderDocType } from '../../../db';
import { links } from '../../../domain/routes';
import { createContracts } from '../../../sync/contracts/contracts-commands';
import { FormAlert } from '../../components/form-alert';
import { errorText } from '../../components/server-errors';
import { useSnackbar } from '../../components/snackbar';
import { useApi } from '../../hooks/use-api';
import { useObservableState } from '../../hooks/use-observable';
import { useOnline } from '../../hooks/use-online';
import { useLocalDb } from '../../local-data';
import { RouterLink } from '../../components/router-link';
import { useProposalsT } from './i18n';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  list: { listStyleType: 'none', margin: 0, padding: 0 },
  links: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

const documentHref = (id: string) => links.contractDocument('customer', id);

/** The local documents made from `orderId`, live; null while the database opens. */
function useOrderDocuments(orderId: string): ContractDocType[] | null {
  const db = useLocalDb();
  const source = useMemo(() => (db ? contractDocumentsQuery(db) : null), [db]);
  const all = useObservableState<ContractDocType[] | null>(source, null).value;
  return useMemo(() => all?.filter((document) => document.orderId === orderId) ?? null, [all, orderId]);
}

/**
 * Formalization (docs/licensing.md §6): the approved lines of the order that no live document holds yet,
 * to select ("Select at least one track") and turn into contract drafts; the team then goes to the draft.
 * The documents already made from the order are linked. Online only.
 */
export function FormalizeSection({ order }: { order: OrderDocType }) {
  const styles = useStyles();
  const t = useProposalsT();
  const api = useApi();
  const online = useOnline();
  const { show } = useSnackbar();
  const [, navigate] = useLocation();
  const documents = useOrderDocuments(order.id);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const live = (documents ?? []).filter((document) => document.status !== 'rejected');
  const taken = new Set(live.flatMap((document) => document.lines.map((line) => line.entryId)));
  const free = order.lines.filter(
    (line) => line.status === 'approved' && line.entryId !== null && !taken.has(line.entryId),
  );
  if (documents === null || (free.length === 0 && live.length === 0)) return null;

  const toggle = (entryId: string) => {
    setError(null);
    setPicked((previous) => {
      const next = new Set(previous);
      if (next.has(entryId)) next.delete(entryId);
      else next.add(entryId);
      return next;
    });
  };
  const create = async () => {
    const entryIds = free.flatMap((line) => (line.entryId && picked.has(line.entryId) ? [line.entryId] : []));
    if (entryIds.length === 0) return setError(t('formalize.selectTrack'));
    if (!online) return setError(t('formalize.offline'));
    setBusy(true);
    setError(null);
    try {
      const drafts = await createContracts(api, order.projectId, entryIds);
      show({
        title: t('formalize.created', { count: drafts.length, number: drafts[0]?.number ?? '' }),
        type: 'positive',
      });
      setPicked(new Set());
      const first = drafts[0];
      navigate(first ? documentHref(first.id) : `${links.contracts('customer')}?tab=draft`);
    } catch (failure) {
      setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-label={t('formalize.title')}>
      {live.length > 0 ? (
        <>
          <Subtitle2 as="h2">{t('formalize.inContracts')}</Subtitle2>
          <div className={styles.links}>
            {live.map((document) => (
              <RouterLink key={document.id} href={documentHref(document.id)}>
                {document.number}
              </RouterLink>
            ))}
          </div>
        </>
      ) : null}
      {free.length > 0 ? (
        <>
          <Subtitle2 as="h2">{t('formalize.title')}</Subtitle2>
          <Body1>{t('formalize.intro')}</Body1>
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
          <FormAlert text={error} />
          <div>
            <Button
              appearance="primary"
              icon={<DocumentAddRegular />}
              disabled={busy}
              onClick={() => void create()}
            >
              {t('formalize.create')}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
