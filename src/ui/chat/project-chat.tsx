import { useMemo, useState } from 'react';
import {
  Body1,
  CounterBadge,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ProjectDocType } from '../../db';
import { errorText } from '../components/server-errors';
import { useSession } from '../hooks/use-session';
import { translateKey } from '../i18n';
import { useChatT } from './i18n';
import { threadName, ThreadView } from './thread-view';
import { localThreads, useChatThreads, useProjectMessages } from './use-chat';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  threads: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  threadButton: { display: 'inline-flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

export { threadName } from './thread-view';
export { writeRefusal } from './message-composer';

interface ProjectChatProps {
  projectId: string;
  /** The project when the caller is a member (its episodes and state explain a refusal); else null. */
  project?: ProjectDocType | null;
  /** The owner whose thread opens first (an owner's own); the first thread otherwise. */
  ownerId?: string | null;
}

/**
 * A project's chat (docs/licensing.md §3 "Chat"): the threads the caller sees with their unread counts,
 * the open thread's messages live from the local database, oldest first, and a composer that writes
 * locally (so it works offline; a message shows "sending…" until the server has it). An open thread is
 * marked read when opened and as messages arrive.
 */
export function ProjectChat({ projectId, project, ownerId }: ProjectChatProps) {
  const styles = useStyles();
  const t = useChatT();
  const { t: common } = useTranslation();
  const { state } = useSession();
  const userId = state.user?._id ?? null;
  const { threads, error } = useChatThreads(projectId);
  const messages = useProjectMessages(projectId);
  const [chosen, setChosen] = useState<string | null>(null);
  // Offline (or the server failing) the threads come from the local data, so writing still works.
  const fallback = useMemo(
    () => (error && messages ? localThreads(projectId, project, messages, userId, ownerId) : null),
    [error, messages, projectId, project, userId, ownerId],
  );
  const list = threads?.data ?? fallback;
  const wanted = ownerId ? list?.find((thread) => thread.ownerId === ownerId.toLowerCase()) : undefined;
  const open = list?.find((thread) => thread.id === chosen) ?? wanted ?? list?.[0] ?? null;

  if (error && messages !== null && (!fallback || fallback.length === 0)) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>
          {t('threadsFailed', { message: translateKey(common, errorText(error)) })}
        </MessageBarBody>
      </MessageBar>
    );
  }
  if (!list) return <Spinner size="small" label={t('loading')} />;
  if (list.length === 0 || !open) return <Body1>{t('noThreads')}</Body1>;
  return (
    <section className={styles.panel} aria-label={t('chat')}>
      {fallback && !threads ? (
        <MessageBar intent="warning">
          <MessageBarBody>{t('offline')}</MessageBarBody>
        </MessageBar>
      ) : null}
      {list.length > 1 ? (
        <div role="group" aria-label={t('threads')} className={styles.threads}>
          {list.map((thread) => {
            const name = threadName(t, thread);
            const unread = thread.id === open.id ? 0 : thread.unread;
            return (
              <ToggleButton
                key={thread.id}
                appearance={thread.id === open.id ? 'primary' : 'subtle'}
                checked={thread.id === open.id}
                aria-label={unread > 0 ? t('threadUnread', { name, count: unread }) : name}
                onClick={() => setChosen(thread.id)}
              >
                <span className={styles.threadButton}>
                  {name}
                  {unread > 0 ? <CounterBadge count={unread} size="small" aria-hidden /> : null}
                </span>
              </ToggleButton>
            );
          })}
        </div>
      ) : null}
      <ThreadView key={open.id} thread={open} project={project} />
    </section>
  );
}
