import { memo } from 'react';
import {
  Badge,
  Body1Strong,
  Caption1,
  Checkbox,
  makeStyles,
  mergeClasses,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import { formatMoney, withVat, type RequestLine, type RequestLineStatus } from '../../domain/request-queue';
import { mediaKey, statusKey, useRequestsT, type RequestsT } from './i18n';

export const REQUEST_ROW_HEIGHT = 64;

const useStyles = makeStyles({
  row: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: `${REQUEST_ROW_HEIGHT}px`,
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  active: { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  main: { display: 'flex', flexDirection: 'column', minWidth: 0, flexGrow: 2, flexBasis: 0 },
  terms: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    flexGrow: 2,
    flexBasis: 0,
    color: tokens.colorNeutralForeground3,
  },
  price: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    width: '200px',
    flexShrink: 0,
    fontVariantNumeric: 'tabular-nums',
  },
  badges: {
    display: 'flex',
    justifyContent: 'flex-end',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    width: '160px',
    flexShrink: 0,
  },
  date: { width: '96px', flexShrink: 0, textAlign: 'end', color: tokens.colorNeutralForeground3 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
});

/** docs/design.md §5 and SPEC §4 "Proposal": pending blue, approved green, rejected red. */
export const statusColors: Record<RequestLineStatus, BadgeProps['color']> = {
  requested: 'warning',
  pending: 'brand',
  approved: 'success',
  rejected: 'danger',
};

/** The request's terms in one line: media, territory, term and uses. */
export function termsText(line: RequestLine, t: RequestsT): string {
  const media = line.media.map((item) => t(mediaKey(item))).join(', ');
  const territory = line.territory === 'world' ? t('world') : line.territory;
  const term = line.termMonths === null ? t('perpetual') : t('months', { count: line.termMonths });
  const uses = line.uses === 'many' ? t('usesMany') : t('uses', { count: line.uses });
  return [media, territory, term, uses].filter(Boolean).join(' · ');
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function formatDay(iso: string, language: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(language, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

interface RequestRowProps {
  line: RequestLine;
  selected: boolean;
  active: boolean;
  language: string;
  onToggle(line: RequestLine): void;
  onOpen(line: RequestLine): void;
}

/** One order line: track and artist, project and customer, terms, status, price without and with VAT, date. */
export const RequestRow = memo(function RequestRow(props: RequestRowProps) {
  const { line, selected, active, language, onToggle, onOpen } = props;
  const styles = useStyles();
  const t = useRequestsT();
  const price =
    line.price === null ? null : (
      <>
        <Body1Strong>{formatMoney(line.price, language)}</Body1Strong>
        <Caption1>
          {line.noVat
            ? t('noVatShort')
            : t('withVat', { amount: formatMoney(withVat(line.price, line.vatRate), language) })}
          {line.share !== null && line.share < 100 ? ` · ${t('share', { share: line.share })}` : ''}
        </Caption1>
      </>
    );
  return (
    // The grid's row is the element around this one (request-list.tsx); these are its cells.
    <div
      role="none"
      className={mergeClasses(styles.row, selected && styles.selected, active && styles.active)}
      onClick={() => onOpen(line)}
    >
      <div role="gridcell">
        <Checkbox
          checked={selected}
          tabIndex={-1}
          aria-label={t('selectLine', { title: line.trackTitle })}
          onClick={(event) => event.stopPropagation()}
          onChange={() => onToggle(line)}
        />
      </div>
      <div role="gridcell" className={styles.main}>
        <Body1Strong className={styles.ellipsis}>{line.trackTitle}</Body1Strong>
        <Caption1 className={styles.ellipsis}>
          {line.artistName} · {line.projectName} · {line.customerName}
        </Caption1>
      </div>
      <div role="gridcell" className={styles.terms}>
        <Caption1 className={styles.ellipsis}>{termsText(line, t)}</Caption1>
        {line.comment ? <Caption1 className={styles.ellipsis}>{line.comment}</Caption1> : null}
      </div>
      <div role="gridcell" className={styles.badges}>
        {line.unseen ? (
          <Badge appearance="filled" color="important" size="small">
            {t('unseen')}
          </Badge>
        ) : null}
        <Badge appearance="tint" color={statusColors[line.status]}>
          {t(statusKey(line.status))}
        </Badge>
      </div>
      <div role="gridcell" className={styles.price}>
        {price ?? <Caption1>{t('notPriced')}</Caption1>}
      </div>
      <Caption1 role="gridcell" className={styles.date}>
        {formatDay(line.createdAt, language)}
      </Caption1>
    </div>
  );
});
