import { useState, type ComponentType } from 'react';
import {
  Badge,
  Body1,
  Button,
  Caption1,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Link,
  makeStyles,
  Subtitle2,
  tokens,
  type BadgeProps,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { TaskDocType } from '../../db';
import {
  mayDeliver,
  taskTransitions,
  type TaskAction,
  type TaskParty,
  type TaskStatus,
  type TaskTransition,
} from '../../domain/tasks';
import { deliverTrack, moveTask } from '../../sync/tasks-api';
import { useAddToProjectActions } from '../components/add-to-project-store';
import { formatDate } from '../components/format';
import { errorText } from '../components/server-errors';
import { useSnackbar } from '../components/snackbar';
import { SubmitButton } from '../components/submit-button';
import { useApi } from '../hooks/use-api';
import { translateKey } from '../i18n';
import { useTasksT } from './i18n';

/** The catalogue's upload dialog, sent to `task/deliver/{id}` (handed in by the shell). */
export interface DeliveryDialogProps {
  title: string;
  upload(data: FormData, options: Parameters<typeof deliverTrack>[2]): Promise<unknown>;
  onClose(): void;
}
export type DeliveryDialog = ComponentType<DeliveryDialogProps>;

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    color: tokens.colorNeutralForeground2,
  },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  deliveries: {
    margin: 0,
    padding: 0,
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
  },
  delivery: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

const statusColors: Record<TaskStatus, BadgeProps['color']> = {
  requested: 'informative',
  in_progress: 'brand',
  paused: 'warning',
  completed: 'success',
  declined: 'danger',
  cancelled: 'subtle',
};

/** Moves that end the order or can't be taken back ask first. */
const confirmed: ReadonlySet<TaskAction> = new Set(['decline', 'cancel', 'complete']);
type ConfirmedAction = 'decline' | 'cancel' | 'complete';

/** The moves the domain lets `party` make from the order's status, one button each. */
function TaskActions({ task, party }: { task: TaskDocType; party: TaskParty }) {
  const t = useTasksT();
  const { t: common } = useTranslation();
  const api = useApi();
  const { show } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<TaskTransition | null>(null);
  const moves = taskTransitions.filter((move) => move.from === task.status && move.by === party);
  if (moves.length === 0) return null;

  const run = async (move: TaskTransition) => {
    setBusy(true);
    try {
      await moveTask(api, task.id, move.to);
      show({ title: t(`moved.${move.action}`), type: 'positive' });
    } catch (error) {
      show({ title: t('failed', { message: translateKey(common, errorText(error)) }), type: 'negative' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  const action = asking?.action as ConfirmedAction | undefined;
  return (
    <>
      {moves.map((move) => (
        <Button
          key={move.action}
          appearance={move.action === 'accept' || move.action === 'complete' ? 'primary' : 'secondary'}
          disabled={busy}
          onClick={() => (confirmed.has(move.action) ? setAsking(move) : void run(move))}
        >
          {t(`action.${move.action}`)}
        </Button>
      ))}
      {asking && action ? (
        <Dialog open modalType="alert" onOpenChange={(_, data) => !data.open && setAsking(null)}>
          <DialogSurface>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void run(asking);
              }}
            >
              <DialogBody>
                <DialogTitle>{t(`confirm.${action}.title`)}</DialogTitle>
                <DialogContent>{t(`confirm.${action}.text`, { title: task.title })}</DialogContent>
                <DialogActions>
                  <Button onClick={() => setAsking(null)}>{t('cancel')}</Button>
                  <SubmitButton busy={busy}>{t(`action.${action}`)}</SubmitButton>
                </DialogActions>
              </DialogBody>
            </form>
          </DialogSurface>
        </Dialog>
      ) : null}
    </>
  );
}

function Deliveries({ task, party }: { task: TaskDocType; party: TaskParty }) {
  const t = useTasksT();
  const styles = useStyles();
  const { i18n } = useTranslation();
  const headingId = `task-deliveries-${task.id}`;
  const { open: openAddToProject } = useAddToProjectActions();
  return (
    <section aria-labelledby={headingId}>
      <Caption1 as="h3" id={headingId}>
        {t('deliveries')}
      </Caption1>
      {task.deliveries.length === 0 ? (
        <Caption1 as="p">{t('noDeliveries')}</Caption1>
      ) : (
        <ul className={styles.deliveries} aria-labelledby={headingId}>
          {task.deliveries.map((delivery) => (
            <li key={delivery.trackId} className={styles.delivery}>
              <Body1>{delivery.title}</Body1>
              <Caption1>{t('delivered', { date: formatDate(delivery.deliveredAt, i18n.language) })}</Caption1>
              {party === 'customer' ? (
                <Button
                  size="small"
                  aria-label={`${t('addToProject')}: ${delivery.title}`}
                  onClick={() => openAddToProject([{ id: delivery.trackId, title: delivery.title }])}
                >
                  {t('addToProject')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface TaskCardProps {
  task: TaskDocType;
  party: TaskParty;
  /** The project's name when the user is a member; otherwise the order's copy of it (issue 26 §3). */
  projectName: string | null;
  UploadDialog?: DeliveryDialog;
}

/** One order: what was asked, who the other party is, its status, dates, deliveries and the side's moves. */
export function TaskCard({ task, party, projectName, UploadDialog }: TaskCardProps) {
  const t = useTasksT();
  const styles = useStyles();
  const { i18n } = useTranslation();
  const [delivering, setDelivering] = useState(false);
  const language = i18n.language;
  const headingId = `task-${task.id}`;
  const canDeliver = party === 'owner' && mayDeliver(task.status) && UploadDialog !== undefined;
  return (
    <Card className={styles.card} aria-labelledby={headingId} role="article">
      <div className={styles.head}>
        <Subtitle2 as="h2" id={headingId}>
          {task.title}
        </Subtitle2>
        <Badge appearance="filled" color={statusColors[task.status]} data-status={task.status}>
          {t(`status.${task.status}`)}
        </Badge>
      </div>
      <div className={styles.meta}>
        <Caption1>
          {party === 'owner'
            ? t('customer', { name: task.customerName })
            : t('owner', { name: task.artistName ?? task.ownerName })}
        </Caption1>
        {party === 'owner' && task.artistName ? (
          <Caption1>{t('owner', { name: task.artistName })}</Caption1>
        ) : null}
        {(projectName ?? task.projectName) ? (
          <Caption1>{t('project', { name: projectName ?? task.projectName })}</Caption1>
        ) : task.projectId === null ? (
          <Caption1>{t('noProject')}</Caption1>
        ) : null}
        <Caption1>{t('created', { date: formatDate(task.createdAt, language) })}</Caption1>
        {task.completionDate ? (
          <Caption1>{t('due', { date: formatDate(task.completionDate, language) })}</Caption1>
        ) : null}
        {task.targetTimeline ? <Caption1>{t('timeline', { value: task.targetTimeline })}</Caption1> : null}
        <Caption1>{t('tracksCount', { count: task.tracksCount })}</Caption1>
        {task.trackNumber !== null ? (
          <Caption1>{t('trackNumber', { value: task.trackNumber })}</Caption1>
        ) : null}
        {task.referenceUrl ? (
          <Link href={task.referenceUrl} target="_blank" rel="noopener noreferrer">
            {t('reference')}
          </Link>
        ) : null}
      </div>
      {task.comment ? <Body1 as="p">{task.comment}</Body1> : null}
      <Deliveries task={task} party={party} />
      <div className={styles.actions}>
        <TaskActions task={task} party={party} />
        {canDeliver ? <Button onClick={() => setDelivering(true)}>{t('deliver')}</Button> : null}
      </div>
      {delivering && UploadDialog ? (
        <UploadDialog
          title={t('deliverTitle', { title: task.title })}
          upload={(data, options) => deliverTrack(task.id, data, options)}
          onClose={() => setDelivering(false)}
        />
      ) : null}
    </Card>
  );
}
