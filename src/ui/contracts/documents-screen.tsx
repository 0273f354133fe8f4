import { useMemo, useState } from 'react';
import { Button, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { SignatureRegular } from '@fluentui/react-icons';
import { useParams, useSearch } from 'wouter';
import type { ContractDocType } from '../../db/schemas/contracts-documents.schema';
import { awaitsSignatureOf, type DocumentSide } from '../../domain/contracts';
import { FormAlert } from '../components/form-alert';
import { EmptyState } from '../components/library-states';
import { NavTabs } from '../components/nav-tabs';
import { Page, PageLoading } from '../components/page';
import { useApi } from '../hooks/use-api';
import { readDocumentHash } from './document-file';
import { DocumentPage } from './document-detail';
import { DocumentTable } from './document-table';
import { useContractsT, type ContractsT } from './i18n';
import { SignDialog } from './sign-dialog';
import { useDocuments } from './use-documents';

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalS} 0`,
  },
});

export const isSide = (value: string): value is DocumentSide => value === 'customer' || value === 'owner';

interface DocumentsScreenProps<Tab extends string> {
  title: string;
  base(side: DocumentSide): string;
  tabs: readonly Tab[];
  tabLabel(t: ContractsT, tab: Tab): string;
  inTab(document: ContractDocType, tab: Tab, side: DocumentSide): boolean;
}

/** The search of a list link: its tab (the first is the default) and the open document, if any. */
function searchOf(tab: string | null, document: string | null) {
  const params = new URLSearchParams();
  if (tab) params.set('tab', tab);
  if (document) params.set('document', document);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * A list of the user's documents on one side in tabs (/contracts/{role}, /edo/{role}), live from the local
 * `documents`: each opens on its own page (`?document=`), and the ones awaiting my signature can be signed
 * together ("Select at least 1 contract").
 */
export function DocumentsScreen<Tab extends string>({
  title,
  base,
  tabs,
  tabLabel,
  inTab,
}: DocumentsScreenProps<Tab>) {
  const styles = useStyles();
  const t = useContractsT();
  const api = useApi();
  const { role = '' } = useParams<{ role: string }>();
  const search = new URLSearchParams(useSearch());
  const side = isSide(role) ? role : null;
  const documents = useDocuments(side);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [signing, setSigning] = useState(false);
  const [selectError, setSelectError] = useState<string | null>(null);
  const first = tabs[0]!;
  const tab = tabs.find((name) => name === search.get('tab')) ?? first;
  const open = search.get('document');
  const tabParam = tab === first ? null : tab;
  const shown = useMemo(
    () => (documents && side ? documents.filter((document) => inTab(document, tab, side)) : null),
    [documents, side, tab, inTab],
  );
  const signable = (document: ContractDocType) =>
    side !== null && awaitsSignatureOf(document.kind, document.status, side);
  const selected = (shown ?? []).filter((document) => picked.has(document.id) && signable(document));

  if (!side)
    return (
      <Page>
        <EmptyState text={t('notFound')} />
      </Page>
    );
  const toggle = (id: string) => {
    setSelectError(null);
    setPicked((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const signSelected = () => {
    if (selected.length === 0) return setSelectError(t('selectAtLeastOne'));
    setSigning(true);
  };
  const readHashes = () =>
    Promise.all(
      selected.map(async (document) => ({
        id: document.id,
        sha256: await readDocumentHash(api, document.id),
      })),
    );
  const anySignable = (shown ?? []).some(signable);
  if (open)
    return (
      <Page>
        <DocumentPage id={open} back={`${base(side)}${searchOf(tabParam, null)}`} />
      </Page>
    );
  return (
    <Page>
      <Title2 as="h1">{title}</Title2>
      <NavTabs
        label={t('tabs')}
        tabs={tabs.map((name) => ({
          href: `${base(side)}${searchOf(name === first ? null : name, null)}`,
          label: tabLabel(t, name),
          current: name === tab,
        }))}
      />
      {shown === null ? (
        <PageLoading />
      ) : shown.length === 0 ? (
        <EmptyState text={t('empty')} />
      ) : (
        <>
          {anySignable ? (
            <div className={styles.bar}>
              <Text role="status">{t('selected', { count: selected.length })}</Text>
              <Button appearance="primary" icon={<SignatureRegular />} onClick={signSelected}>
                {t('signSelected')}
              </Button>
            </div>
          ) : null}
          <FormAlert text={selectError} />
          <DocumentTable
            documents={shown}
            side={side}
            hrefOf={(document) => `${base(side)}${searchOf(tabParam, document.id)}`}
            selectable={anySignable ? signable : undefined}
            selected={picked}
            onToggle={toggle}
          />
        </>
      )}
      {signing ? (
        <SignDialog
          documents={selected}
          readHashes={readHashes}
          onClose={() => setSigning(false)}
          onSigned={() => setPicked(new Set())}
        />
      ) : null}
    </Page>
  );
}
