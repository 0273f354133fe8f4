import { localeFormat } from '../../../domain/format';
import { useMemo, useState } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Checkbox,
  makeStyles,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  Title2,
  tokens,
} from '@fluentui/react-components';
import { ChatRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import {
  apiTerms,
  lineStage,
  MANY,
  orderStage,
  SHARE_MAX,
  WORLD,
  type OrderLine,
} from '../../../domain/orders';
import { can } from '../../../domain/projects';
import { formatMoney } from '../../../domain/orders/queue';
import { links } from '../../../domain/routes';
import type { OrderDocType } from '../../../db';
import { ProjectChatDialog } from '../../chat/project-chat-dialog';
import { FormAlert } from '../../components/form-alert';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { RouterLink } from '../../components/router-link';
import { useEntryStages } from '../../hooks/use-orders';
import { useProject, useProjectRole } from '../../hooks/use-projects';
import { useSession } from '../../hooks/use-session';
import { lineStatusKey, mediaKey, orderStatusKey, useProposalsT } from './i18n';
import { useOrderTotal } from './proposal-list';
import { RejectDialog } from './reject-dialog';
import { useProposalAnswer } from './use-proposal-answer';
import { FormalizeSection } from './formalize-section';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  terms: {
    display: 'grid',
    gridTemplateColumns: 'max-content 1fr',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    margin: 0,
  },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { margin: 0 },
  money: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
  note: { display: 'block', color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  // The lines keep their columns on a phone and scroll in their own box (issue 26 §6).
  scroll: { overflowX: 'auto' },
  lines: { minWidth: '560px' },
});

/** The order's terms, budget and comments as a definition list. */
function TermsList({ order }: { order: OrderDocType }) {
  const styles = useStyles();
  const t = useProposalsT();
  const { i18n } = useTranslation();
  const terms = apiTerms(order.terms);
  const regions = new Intl.DisplayNames([i18n.language], { type: 'region' });
  const rows: [string, string][] = [
    [t('media'), terms.media.map((item) => t(mediaKey(item))).join(', ')],
    [
      t('territory'),
      terms.territory === WORLD
        ? t('world')
        : terms.territory.map((code) => regions.of(code) ?? code).join(', '),
    ],
    [t('term'), terms.termMonths === null ? t('perpetual') : t('months', { count: terms.termMonths })],
    [t('uses'), terms.uses === MANY ? t('many') : String(terms.uses)],
    [t('requestedBy'), order.customerName],
    [t('createdAt'), localeFormat(i18n.language).date(order.createdAt)],
  ];
  if (order.budget !== null) rows.push([t('budget'), formatMoney(order.budget, i18n.language)]);
  if (order.comment) rows.push([t('comment'), order.comment]);
  if (order.proposalComment) rows.push([t('ownerComment'), order.proposalComment]);
  if (order.rejectReason) rows.push([t('rejectReason'), order.rejectReason]);
  return (
    <dl className={styles.terms} aria-label={t('terms')}>
      {rows.map(([term, value]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.detail}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface LinesProps {
  lines: readonly OrderLine[];
  selectable: boolean;
  selected: ReadonlySet<string>;
  onToggle(entryId: string): void;
}

/** Each line: track, price without and with VAT (or "no VAT"), share, comment, status. */
function LinesTable({ lines, selectable, selected, onToggle }: LinesProps) {
  const styles = useStyles();
  const t = useProposalsT();
  const { i18n } = useTranslation();
  const money = (kopecks: number | null) => (kopecks === null ? '—' : formatMoney(kopecks, i18n.language));
  const stages = useEntryStages();
  return (
    <div className={styles.scroll}>
      <Table className={styles.lines} aria-label={t('lines')} size="small">
        <TableHeader>
          <TableRow>
            {selectable ? <TableHeaderCell style={{ width: '44px' }} /> : null}
            <TableHeaderCell>{t('track')}</TableHeaderCell>
            <TableHeaderCell className={styles.money}>{t('priceNet')}</TableHeaderCell>
            <TableHeaderCell className={styles.money}>{t('priceGross')}</TableHeaderCell>
            <TableHeaderCell>{t('share')}</TableHeaderCell>
            <TableHeaderCell>{t('comment')}</TableHeaderCell>
            <TableHeaderCell>{t('lineStatus')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id} data-line={line.entryId ?? line.id}>
              {selectable ? (
                <TableCell>
                  {line.entryId && line.status !== 'rejected' ? (
                    <Checkbox
                      aria-label={t('select', { title: line.trackTitle })}
                      checked={selected.has(line.entryId)}
                      onChange={() => line.entryId && onToggle(line.entryId)}
                    />
                  ) : null}
                </TableCell>
              ) : null}
              <TableCell>
                <Body1>{line.trackTitle}</Body1>
                <Caption1 className={styles.note}>{line.artistName}</Caption1>
              </TableCell>
              <TableCell className={styles.money}>{money(line.price)}</TableCell>
              <TableCell className={styles.money}>
                {line.price === null ? '—' : line.noVat ? t('noVat') : money(line.priceWithVat)}
              </TableCell>
              <TableCell>
                {line.share === null ? '—' : `${line.share} %`}
                {line.share !== null && line.share < SHARE_MAX ? (
                  <Caption1 className={styles.note}>{t('shareNote', { share: line.share })}</Caption1>
                ) : null}
              </TableCell>
              <TableCell>{line.comment ?? ''}</TableCell>
              <TableCell>
                <OrderStatusBadge
                  status={lineStage(line, stages) ?? line.status}
                  label={t(lineStatusKey(lineStage(line, stages) ?? line.status))}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * One order's proposal for the team (docs/licensing.md §3): its terms, its lines with prices and shares,
 * and — while it is pending and for a member with the request right who is not its owner — Approve all,
 * Approve selected and Reject with a reason. Chat opens the project's thread with the order's owner.
 */
export function ProposalDetail({ order }: { order: OrderDocType }) {
  const styles = useStyles();
  const t = useProposalsT();
  const total = useOrderTotal();
  const { project } = useProject(order.projectId);
  const role = useProjectRole(project);
  const userId = useSession().state.user?._id;
  const answer = useProposalAnswer(order);
  // Statuses to the end (issue 26 §3): the contract's stage once the approved lines are in one; archived
  // once the project is closed.
  const stage = orderStage(order, useEntryStages(), Boolean(project?.closedAt));
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [rejecting, setRejecting] = useState(false);
  const [chatting, setChatting] = useState(false);
  // The lines still offered: a line the owner declined (rejected while the proposal is open) is not.
  const entryIds = useMemo(
    () => order.lines.flatMap((line) => (line.entryId && line.status !== 'rejected' ? [line.entryId] : [])),
    [order.lines],
  );
  const selected = useMemo(
    () => new Set([...picked].filter((id) => entryIds.includes(id))),
    [picked, entryIds],
  );
  const canAnswer =
    order.status === 'pending' && can(role, 'request') && userId !== undefined && userId !== order.ownerId;
  const canFormalize =
    (order.status === 'approved' || order.status === 'approved_partially') && can(role, 'request');
  const toggle = (id: string) =>
    setPicked((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const approve = async (ids: string[]) => {
    if (await answer.approve(ids)) setPicked(new Set());
  };
  return (
    <div className={styles.body}>
      <RouterLink href={links.orders('customer')}>{t('backToList')}</RouterLink>
      <div className={styles.header}>
        <Title2 as="h1">{order.projectName}</Title2>
        <OrderStatusBadge status={stage} label={t(orderStatusKey(stage))} />
        <Button icon={<ChatRegular />} onClick={() => setChatting(true)}>
          {t('openChat')}
        </Button>
      </div>
      <Body1>{`${t('owner')}: ${order.ownerName}`}</Body1>
      <Subtitle2 as="h2">{t('terms')}</Subtitle2>
      <TermsList order={order} />
      <Subtitle2 as="h2">{t('lines')}</Subtitle2>
      {order.status === 'requested' ? <Body1>{t('waiting')}</Body1> : null}
      <LinesTable lines={order.lines} selectable={canAnswer} selected={selected} onToggle={toggle} />
      <Body1>{`${t('totals')}: ${total(order)}`}</Body1>
      {rejecting ? null : <FormAlert text={answer.error} />}
      {canAnswer ? (
        <div className={styles.actions}>
          <Button appearance="primary" disabled={answer.busy} onClick={() => void approve(entryIds)}>
            {t('approveAll')}
          </Button>
          <Button disabled={answer.busy || selected.size === 0} onClick={() => void approve([...selected])}>
            {t('approveSelected')}
          </Button>
          <Button disabled={answer.busy} onClick={() => setRejecting(true)}>
            {t('reject')}
          </Button>
        </div>
      ) : null}
      {canFormalize ? <FormalizeSection order={order} /> : null}
      <ProjectChatDialog
        projectId={order.projectId}
        projectName={order.projectName}
        ownerId={order.ownerId}
        open={chatting}
        onClose={() => setChatting(false)}
      />
      {rejecting ? (
        <RejectDialog
          busy={answer.busy}
          error={answer.error}
          onReject={answer.reject}
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </div>
  );
}
