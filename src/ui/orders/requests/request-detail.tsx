import { localeFormat } from '../../../domain/format';
import { Badge, Body1, Button, Caption1, makeStyles, Subtitle2, tokens } from '@fluentui/react-components';
import { ChatRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { ProjectChatDialog } from '../../chat/project-chat-dialog';
import { SidePanel } from '../../components/side-panel';
import { useSession } from '../../hooks/use-session';
import { orderStage, priceWithVat, type EntryStages, type OrderDocument } from '../../../domain/orders';
import { formatTimeCode } from '../../../domain/projects/timecode';
import { formatMoney, type RequestLine } from '../../../domain/orders/queue';
import { statusKey, useRequestsT } from './i18n';
import { statusColors, termsText } from './request-row';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  muted: { color: tokens.colorNeutralForeground3 },
  numbers: { fontVariantNumeric: 'tabular-nums' },
});

export interface RequestDetailProps {
  line: RequestLine;
  /** The line's order as it now is (its comments, budget, status and history); null when it is gone. */
  order: OrderDocument | null;
  language: string;
  /** Where contracted entries stand: the order reads its stage once its approved lines are contracted. */
  stages?: EntryStages;
  onClose(): void;
}

const formatDate = (iso: string, language: string) => localeFormat(language).dateTime(iso);

/** One request line opened from the queue: its terms, the entry's time codes, the proposal and history. */
export function RequestDetail({ line, order, language, stages, onClose }: RequestDetailProps) {
  const styles = useStyles();
  const t = useRequestsT();
  const orderLine = order?.lines.find((item) => item.id === line.id) ?? null;
  const ownerId = useSession().state.user?._id ?? null;
  const [chatOpen, setChatOpen] = useState(false);
  const timeCodes =
    line.timeIn !== null && line.timeOut !== null
      ? `${formatTimeCode(line.timeIn)} – ${formatTimeCode(line.timeOut)}`
      : line.timeIn !== null
        ? formatTimeCode(line.timeIn)
        : t('noTimeCodes');
  return (
    <SidePanel
      title={line.trackTitle}
      subtitle={<Caption1 className={styles.muted}>{line.artistName}</Caption1>}
      closeLabel={t('close')}
      onClose={onClose}
    >
      <div>
        <Badge appearance="filled" color={statusColors[line.status]}>
          {t(statusKey(line.status))}
        </Badge>
      </div>
      <section className={styles.section} aria-label={t('project')}>
        <Subtitle2 as="h3">{t('project')}</Subtitle2>
        <Body1>{line.projectName}</Body1>
        <Caption1 className={styles.muted}>
          {t('customer')}: {line.customerName}
        </Caption1>
        <div>
          <Button icon={<ChatRegular />} onClick={() => setChatOpen(true)}>
            {t('openChat')}
          </Button>
        </div>
        {chatOpen ? (
          <ProjectChatDialog
            projectId={line.projectId}
            projectName={line.projectName}
            ownerId={ownerId}
            open
            onClose={() => setChatOpen(false)}
          />
        ) : null}
      </section>
      <section className={styles.section} aria-label={t('terms')}>
        <Subtitle2 as="h3">{t('terms')}</Subtitle2>
        <Body1>{termsText(line, t)}</Body1>
        {orderLine?.episodeNumber != null ? (
          <Caption1>{t('episode', { number: orderLine.episodeNumber })}</Caption1>
        ) : null}
        <Caption1 className={styles.numbers}>
          {t('timeCodes')}: {timeCodes}
        </Caption1>
        {order?.comment ? (
          <Caption1>
            {t('requestComment')}: {order.comment}
          </Caption1>
        ) : null}
        {order?.budget != null ? (
          <Caption1 className={styles.numbers}>
            {t('budget')}: {formatMoney(order.budget, language)}
          </Caption1>
        ) : null}
      </section>
      <section className={styles.section} aria-label={t('proposal')}>
        <Subtitle2 as="h3">{t('proposal')}</Subtitle2>
        {line.price === null ? (
          <Body1>{t('notPriced')}</Body1>
        ) : (
          <>
            <Body1 className={styles.numbers}>{formatMoney(line.price, language)}</Body1>
            <Caption1 className={styles.numbers}>
              {line.noVat
                ? t('noVatShort')
                : t('withVat', { amount: formatMoney(priceWithVat(line.price, line.vatRate), language) })}
            </Caption1>
            {line.share !== null ? <Caption1>{t('share', { share: line.share })}</Caption1> : null}
          </>
        )}
        {orderLine?.comment ? (
          <Caption1>
            {t('lineComment')}: {orderLine.comment}
          </Caption1>
        ) : null}
        {order?.proposalComment ? (
          <Caption1>
            {t('proposalComment')}: {order.proposalComment}
          </Caption1>
        ) : null}
      </section>
      <section className={styles.section} aria-label={t('history')}>
        <Subtitle2 as="h3">{t('history')}</Subtitle2>
        <Caption1>{t('requestedOn', { date: formatDate(line.createdAt, language) })}</Caption1>
        {order ? (
          <>
            <Caption1>
              {t('orderStatus', { status: t(`orderStatus.${orderStage(order, stages ?? new Map())}`) })} ·{' '}
              {formatDate(order.updatedAt, language)}
            </Caption1>
            {order.rejectReason ? (
              <Caption1>{t('rejectReason', { reason: order.rejectReason })}</Caption1>
            ) : null}
            <Caption1 className={styles.muted}>{t('orderVersion', { count: order.version })}</Caption1>
          </>
        ) : null}
      </section>
    </SidePanel>
  );
}
