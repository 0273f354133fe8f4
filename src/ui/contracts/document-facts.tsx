import { localeFormat } from '../../domain/format';
import {
  Badge,
  Body1,
  Caption1,
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  tokens,
} from '@fluentui/react-components';
import { CheckmarkCircle12Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ContractDocType } from '../../db/schemas/contracts-documents.schema';
import { countryName, type Party } from '../../domain/contracts';
import type { OrderTerms } from '../../domain/orders';
import { formatMoney } from '../../domain/orders/queue';
import { useContractsT } from './i18n';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  parties: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalL,
  },
  party: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  muted: { color: tokens.colorNeutralForeground3 },
  money: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  signatures: {
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(18rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  signature: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  hash: { fontFamily: tokens.fontFamilyMonospace, overflowWrap: 'anywhere' },
});

function PartyCard({ title, party }: { title: string; party: Party }) {
  const styles = useStyles();
  const t = useContractsT();
  return (
    <div className={styles.party}>
      <Caption1 className={styles.muted}>{title}</Caption1>
      <Body1>
        {party.name}{' '}
        {party.verified ? (
          <Badge appearance="tint" color="success" size="small" icon={<CheckmarkCircle12Regular />}>
            {t('detail.verified')}
          </Badge>
        ) : null}
      </Body1>
      <Caption1>{t('detail.tin', { tin: party.tin })}</Caption1>
      <Caption1>{party.address}</Caption1>
      <Caption1>
        {t('detail.signatory', { name: party.signatoryName, position: party.signatoryPosition })}
      </Caption1>
      <Caption1>{t('detail.bank', { bank: party.bank, bik: party.bik, account: party.account })}</Caption1>
    </div>
  );
}

/** Both parties with their details (docs/licensing.md §5), licensor first. */
export function DocumentParties({ document }: { document: ContractDocType }) {
  const styles = useStyles();
  const t = useContractsT();
  return (
    <section className={styles.section} aria-label={t('detail.parties')}>
      <Subtitle2 as="h3">{t('detail.parties')}</Subtitle2>
      <div className={styles.parties}>
        <PartyCard title={t('detail.licensor')} party={document.owner} />
        <PartyCard title={t('detail.licensee')} party={document.customer} />
      </div>
    </section>
  );
}

/** The document's tracks with prices without and with VAT (or "no VAT"), then the totals and in words. */
export function DocumentTracks({ document }: { document: ContractDocType }) {
  const styles = useStyles();
  const t = useContractsT();
  const { i18n } = useTranslation();
  const language = i18n.language === 'ru' ? 'ru' : 'en';
  const termsText = (terms: OrderTerms) =>
    [
      terms.media.map((item) => t(`terms.media.${item}`)).join(', '),
      terms.territory.includes('world')
        ? t('terms.world')
        : terms.territory.map((code) => countryName(code, language)).join(', '),
      terms.termMonths === null ? t('terms.perpetual') : t('terms.months', { count: terms.termMonths }),
      terms.uses === null ? t('terms.manyUses') : t('terms.times', { count: terms.uses }),
    ].join('; ');
  const money = (kopecks: number) => formatMoney(kopecks, i18n.language);
  const words = i18n.language === 'ru' ? document.totalInWordsRu : document.totalInWordsEn;
  return (
    <section className={styles.section} aria-label={t('detail.tracks')}>
      <Subtitle2 as="h3">{t('detail.tracks')}</Subtitle2>
      <Table size="small" aria-label={t('detail.tracks')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('detail.track')}</TableHeaderCell>
            <TableHeaderCell className={styles.money}>{t('detail.priceNet')}</TableHeaderCell>
            <TableHeaderCell className={styles.money}>{t('detail.priceGross')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {/* An act lists a track and the paid changes of its terms: one entry, several rows. */}
          {document.lines.map((line, index) => (
            <TableRow key={`${line.id}-${index}`} data-entry={line.entryId}>
              <TableCell>
                <Body1>{line.trackTitle}</Body1>
                <Caption1 className={styles.muted}>{` · ${line.artistName}`}</Caption1>
                {line.change ? (
                  <Caption1 as="p" data-testid="terms-change">
                    {t('detail.termsChanged', {
                      from: termsText(line.change.previousTerms),
                      to: termsText(line.terms),
                    })}
                  </Caption1>
                ) : null}
              </TableCell>
              <TableCell className={styles.money}>{money(line.price)}</TableCell>
              <TableCell className={styles.money}>
                {line.noVat ? t('detail.noVat') : money(line.priceWithVat)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Body1 data-testid="document-totals">
        {[
          t('detail.totalNet', { amount: money(document.totals.net) }),
          t('detail.totalVat', { amount: money(document.totals.vat) }),
          t('detail.totalGross', { amount: money(document.totals.gross) }),
        ].join(' · ')}
      </Body1>
      {words ? <Caption1>{t('detail.inWords', { words })}</Caption1> : null}
    </section>
  );
}

/**
 * Who signed, for which company and side, when, and over which bytes: one block per signature, each fact
 * on its own line, so a date never runs into the hash that follows it.
 */
export function SignatureTrail({ document }: { document: ContractDocType }) {
  const styles = useStyles();
  const t = useContractsT();
  const { i18n } = useTranslation();
  const format = localeFormat(i18n.language);
  return (
    <section className={styles.section} aria-label={t('detail.signatures')}>
      <Subtitle2 as="h3">{t('detail.signatures')}</Subtitle2>
      {document.signatures.length === 0 ? (
        <Body1>{t('detail.noSignatures')}</Body1>
      ) : (
        <ul className={styles.signatures}>
          {document.signatures.map((signature) => (
            <li
              key={`${signature.side}-${signature.signedAt}`}
              data-side={signature.side}
              className={styles.signature}
            >
              <Body1 block>
                {t('detail.signature', {
                  name: signature.signerName,
                  entity: signature.entityName,
                  side: t(signature.side === 'owner' ? 'side.owner' : 'side.customer'),
                  date: format.dateTime(signature.signedAt),
                })}
              </Body1>
              <Caption1 block className={styles.hash}>
                {t('detail.hash', { hash: signature.sha256 })}
              </Caption1>
            </li>
          ))}
        </ul>
      )}
      <Caption1 block className={styles.hash}>
        {t('detail.documentHash', { hash: document.sha256 })}
      </Caption1>
    </section>
  );
}
