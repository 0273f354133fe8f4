import { localeFormat } from '../../domain/format';
import { useCallback, useRef, useState } from 'react';
import {
  Body1,
  Button,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { AddRegular, DismissCircleRegular, EditRegular, SignatureRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ContractDocType } from '../../db/schemas/contracts-documents.schema';
import { awaitsSignatureOf, isSigning, takesSupplement, type DocumentSide } from '../../domain/contracts';
import { EmptyState } from '../components/library-states';
import { PageLoading } from '../components/page';
import { RouterLink } from '../components/router-link';
import { useApi } from '../hooks/use-api';
import { useOnline } from '../hooks/use-online';
import { fileNameOf, documentFilePath, readDocumentHash, sha256Hex } from './document-file';
import { DocumentParties, DocumentTracks, SignatureTrail } from './document-facts';
import { DocumentStatusBadge } from './document-status-badge';
import { DocumentViewer } from './document-viewer';
import { kindKey, useContractsT } from './i18n';
import { RejectDocumentDialog } from './reject-document-dialog';
import { SignDialog } from './sign-dialog';
import { ChangeTermsDialog } from './change-terms-dialog';
import { SupplementDialog } from './supplement-dialog';
import { SupplementPrice } from './supplement-price';
import { sideOf, useDocument } from './use-documents';
import { useSession } from '../hooks/use-session';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  muted: { color: tokens.colorNeutralForeground3 },
});

type Dialog = 'sign' | 'reject' | 'supplement' | 'changeTerms' | null;

/**
 * The document's facts and actions: Sign, Reject (while signing is open), Add tracks and Change terms (a
 * signed contract).
 */
function DetailBody({ document, side }: { document: ContractDocType; side: DocumentSide }) {
  const styles = useStyles();
  const t = useContractsT();
  const { i18n } = useTranslation();
  const api = useApi();
  const online = useOnline();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The bytes on screen, kept with their hash: a signature names exactly what the user read.
  const read = useRef<{ id: string; sha256: Promise<string> } | null>(null);
  const onBytes = useCallback(
    (bytes: ArrayBuffer) => {
      read.current = { id: document.id, sha256: sha256Hex(bytes) };
    },
    [document.id],
  );
  const readHashes = async () => {
    const kept = read.current?.id === document.id ? read.current.sha256 : null;
    return [{ id: document.id, sha256: await (kept ?? readDocumentHash(api, document.id)) }];
  };
  // A change of terms is signed once its price is agreed (docs/decisions/0053).
  const priceOpen = Boolean(document.priceStatus) && document.priceStatus !== 'agreed';
  const canSign = awaitsSignatureOf(document.kind, document.status, side) && !priceOpen;
  const canReject = isSigning(document.kind, document.status);
  const canSupplement = side === 'customer' && takesSupplement(document.kind, document.status);
  const format = localeFormat(i18n.language);
  return (
    <div className={styles.body}>
      <div className={styles.header}>
        <DocumentStatusBadge status={document.status} />
        <Body1>{`${document.projectName} · ${format.longDate(document.date)}`}</Body1>
      </div>
      {document.rejectReason ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('detail.rejectReason', { reason: document.rejectReason })}</MessageBarBody>
        </MessageBar>
      ) : null}
      <SupplementPrice document={document} side={side} />
      {canSign || canReject || canSupplement ? (
        <div className={styles.actions}>
          {canSign ? (
            <Button appearance="primary" icon={<SignatureRegular />} onClick={() => setDialog('sign')}>
              {t('action.sign')}
            </Button>
          ) : null}
          {canReject ? (
            <Button icon={<DismissCircleRegular />} onClick={() => setDialog('reject')}>
              {t('action.reject')}
            </Button>
          ) : null}
          {canSupplement ? (
            <Button icon={<AddRegular />} onClick={() => setDialog('supplement')}>
              {t('action.addTracks')}
            </Button>
          ) : null}
          {canSupplement ? (
            <Button icon={<EditRegular />} onClick={() => setDialog('changeTerms')}>
              {t('action.changeTerms')}
            </Button>
          ) : null}
        </div>
      ) : null}
      {online ? null : <Body1 className={styles.muted}>{t('offline')}</Body1>}
      <DocumentViewer
        // A new version of the bytes (a signature sheet appended) is fetched and drawn again.
        key={document.sha256}
        path={documentFilePath(document.id)}
        fileName={fileNameOf(document.kind, document.number)}
        title={document.number}
        onBytes={onBytes}
      />
      <DocumentParties document={document} />
      <DocumentTracks document={document} />
      <SignatureTrail document={document} />
      {dialog === 'sign' ? (
        <SignDialog documents={[document]} readHashes={readHashes} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'reject' ? (
        <RejectDocumentDialog document={document} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'supplement' ? (
        <SupplementDialog contract={document} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'changeTerms' ? (
        <ChangeTermsDialog contract={document} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}

/**
 * One document on its own page over its list (`?document=`), live from the local `documents`: a signature
 * by either side or a rejection shows as it happens. The actions are those of my side of the document.
 */
export function DocumentPage({ id, back }: { id: string; back: string }) {
  const styles = useStyles();
  const t = useContractsT();
  const document = useDocument(id);
  const userId = useSession().state.user?._id;
  return (
    <div className={styles.body}>
      <RouterLink href={back}>{t('backToList')}</RouterLink>
      {document ? (
        <>
          <Title2 as="h1">
            {t('detail.title', { kind: t(kindKey(document.kind)), number: document.number })}
          </Title2>
          {/* My side is the document's own, whichever list (role) opened it. */}
          <DetailBody document={document} side={sideOf(document, userId)} />
        </>
      ) : document === null ? (
        <EmptyState text={t('detail.notFound')} />
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
