import { memo } from 'react';
import { mergeClasses, type BadgeProps } from '@fluentui/react-components';
import { localeFormat } from '../../../domain/format';
import { priceWithVat } from '../../../domain/orders';
import { formatMoney, type RequestLine, type RequestLineStatus } from '../../../domain/orders/queue';
import { mediaKey, statusKey, type RequestsT } from './i18n';
import {
  REQUEST_CARD_HEIGHT,
  REQUEST_CARD_QUERY,
  REQUEST_ROW_HEIGHT,
  useRequestRowStyles,
} from './request-row.styles';

export { REQUEST_CARD_HEIGHT, REQUEST_CARD_QUERY, REQUEST_ROW_HEIGHT };

/**
 * docs/design.md §5 and SPEC §4 "Proposal": pending blue, approved green, rejected red. A contracted line
 * waiting for a signature reads blue like a pending one; signed, paid and completed ones green.
 */
export const statusTones = {
  requested: 'requested',
  pending: 'pending',
  approved: 'approved',
  sended_edo: 'pending',
  signed_owner: 'pending',
  signed_customer: 'pending',
  completed_signing: 'approved',
  finalized: 'approved',
  act_signed_owner: 'pending',
  act_signed_customer: 'pending',
  project_completed: 'approved',
  rejected: 'rejected',
} as const satisfies Record<RequestLineStatus, 'requested' | 'pending' | 'approved' | 'rejected'>;

const toneColors = {
  requested: 'warning',
  pending: 'brand',
  approved: 'success',
  rejected: 'danger',
} as const;

export const statusColors = Object.fromEntries(
  Object.entries(statusTones).map(([status, tone]) => [status, toneColors[tone]]),
) as Record<RequestLineStatus, BadgeProps['color']>;

/** The request's terms in one line: media, territory, term and uses. */
export function termsText(line: RequestLine, t: RequestsT): string {
  const media = line.media.map((item) => t(mediaKey(item))).join(', ');
  const territory = line.territory === 'world' ? t('world') : line.territory;
  const term = line.termMonths === null ? t('perpetual') : t('months', { count: line.termMonths });
  const uses = line.uses === 'many' ? t('usesMany') : t('uses', { count: line.uses });
  return [media, territory, term, uses].filter(Boolean).join(' · ');
}

/** An instant as its UTC day: "Mar 12, 2024" / "12 мар. 2024 г.". */
const formatDay = (iso: string, language: string): string => localeFormat(language, { utc: true }).date(iso);

interface RequestRowProps {
  line: RequestLine;
  selected: boolean;
  active: boolean;
  language: string;
  /** The list's translator (one per list, not one subscription per row). */
  t: RequestsT;
  onToggle(line: RequestLine): void;
  onOpen(line: RequestLine): void;
}

/**
 * One order line: track and artist, project and customer, terms, status, price without and with VAT, date.
 * Plain elements with Griffel classes (request-row.styles.ts); memoised, so a line that stays in view while
 * the list around it changes is not rendered again.
 */
export const RequestRow = memo(function RequestRow(props: RequestRowProps) {
  const { line, selected, active, language, t, onToggle, onOpen } = props;
  const styles = useRequestRowStyles();
  const caption = mergeClasses(styles.caption, styles.ellipsis);
  return (
    // The grid's row is the element around this one (request-list.tsx); these are its cells.
    <div
      role="none"
      className={mergeClasses(styles.row, selected && styles.selected, active && styles.active)}
      onClick={() => onOpen(line)}
    >
      <div role="gridcell" className={styles.check}>
        <input
          type="checkbox"
          className={styles.checkbox}
          checked={selected}
          tabIndex={-1}
          aria-label={t('selectLine', { title: line.trackTitle })}
          onClick={(event) => event.stopPropagation()}
          onChange={() => onToggle(line)}
        />
      </div>
      <div role="gridcell" className={styles.main}>
        <span className={mergeClasses(styles.strong, styles.ellipsis)}>{line.trackTitle}</span>
        <span className={caption}>
          {line.artistName} · {line.projectName} · {line.customerName}
        </span>
      </div>
      <div role="gridcell" className={styles.terms}>
        <span className={caption}>{termsText(line, t)}</span>
        {line.comment ? <span className={caption}>{line.comment}</span> : null}
      </div>
      <div role="gridcell" className={styles.badges}>
        {line.unseen ? (
          <span className={mergeClasses(styles.badge, styles.small, styles.unseen)}>{t('unseen')}</span>
        ) : null}
        <span className={mergeClasses(styles.badge, styles[statusTones[line.status]])}>
          {t(statusKey(line.status))}
        </span>
      </div>
      <div role="gridcell" className={styles.price}>
        {line.price === null ? (
          <span className={styles.caption}>{t('notPriced')}</span>
        ) : (
          <>
            <span className={styles.strong}>{formatMoney(line.price, language)}</span>
            <span className={styles.caption}>
              {line.noVat
                ? t('noVatShort')
                : t('withVat', { amount: formatMoney(priceWithVat(line.price, line.vatRate), language) })}
              {line.share !== null && line.share < 100 ? ` · ${t('share', { share: line.share })}` : ''}
            </span>
          </>
        )}
      </div>
      <span role="gridcell" className={mergeClasses(styles.caption, styles.date)}>
        {formatDay(line.createdAt, language)}
      </span>
    </div>
  );
});
