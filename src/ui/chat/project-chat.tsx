import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  Body1,
  Button,
  Caption1,
  Caption1Strong,
  CounterBadge,
  Field,
  makeStyles,
  mergeClasses,
  MessageBar,
  MessageBarBody,
  Spinner,
  Textarea,
  ToggleButton,
  tokens,
} from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ZodError } from 'zod';
import { writeMessage } from '../../db/chat-writes';
import type { MessageDocType, ProjectDocType } from '../../db';
import { MESSAGE_TEXT_MAX, messageTextSchema } from '../../domain/chat';
import type { MessageKey } from '../../domain/messages';
import { errorText } from '../components/server-errors';
import { useSession } from '../hooks/use-session';
import { translateKey } from '../i18n';
import { useLocalDb } from '../local-data';
import { useChatT, type ChatT } from './i18n';
import {
  localThreads,
  useChatThreads,
  useMarkRead,
  useProjectMessages,
  useFailedMessages,
  useThreadMessages,
  type ChatThread,
} from './use-chat';
import { UnsentActions } from './unsent-actions';

const useStyles = makeStyles({
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  threads: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
  threadButton: { display: 'inline-flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  failed: { color: tokens.colorPaletteRedForeground1 },
  messages: {
    listStyleType: 'none',
    margin: 0,
    padding: tokens.spacingVerticalS,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxHeight: '60vh',
    minHeight: '160px',
    overflowY: 'auto',
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  message: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXXS,
    maxWidth: '80%',
    alignSelf: 'flex-start',
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground3,
  },
  own: { alignSelf: 'flex-end', backgroundColor: tokens.colorBrandBackground2 },
  meta: { display: 'flex', gap: tokens.spacingHorizontalS, color: tokens.colorNeutralForeground3 },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' },
  composer: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  field: { flexGrow: 1 },
});

/** A thread's name: the team's, or its owner's. */
export function threadName(t: ChatT, thread: Pick<ChatThread, 'kind' | 'ownerName'>): string {
  return thread.kind === 'team' ? t('teamThread') : thread.ownerName || t('ownerThread');
}

/**
 * Why the caller may not write in a thread the server answered `canWrite: false` for: a closed project,
 * no episode yet (the owner of an owner thread always has the right, so for them it is the episode), or no
 * right to write (a Viewer). The project is unknown to an owner who is not a member.
 */
export function writeRefusal(
  thread: ChatThread,
  project: ProjectDocType | null | undefined,
  userId: string | null,
): MessageKey {
  if (project?.closedAt) return 'projects.closed';
  if (project && project.episodes.length === 0) return 'projects.chatNeedsEpisode';
  if (!project && thread.kind === 'owner' && thread.ownerId === userId) return 'projects.chatNeedsEpisode';
  return 'chat.cannotWrite';
}

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

function ThreadView({ thread, project }: { thread: ChatThread; project?: ProjectDocType | null }) {
  const styles = useStyles();
  const t = useChatT();
  const { i18n } = useTranslation();
  const { state } = useSession();
  const userId = state.user?._id ?? null;
  const messages = useThreadMessages(thread.id);
  const failed = useFailedMessages(thread.id);
  const markRead = useMarkRead();
  const listRef = useRef<HTMLOListElement>(null);
  const name = threadName(t, thread);

  // Read when opened and whenever someone else's message arrives while it is open.
  const othersCount = messages?.filter((message) => message.authorId !== userId).length ?? null;
  useEffect(() => {
    if (othersCount === null) return;
    void markRead(thread.id);
  }, [markRead, thread.id, othersCount]);

  // The newest message in view.
  const count = (messages?.length ?? 0) + failed.length;
  useEffect(() => {
    const element = listRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count]);

  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <>
      {messages === null ? <Spinner size="small" label={t('loading')} /> : null}
      {messages !== null && count === 0 ? <Body1>{t('noMessages')}</Body1> : null}
      {messages !== null && count > 0 ? (
        <ol
          ref={listRef}
          className={styles.messages}
          aria-label={t('messages', { name })}
          // Scrollable by keyboard.
          tabIndex={0}
        >
          {messages.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              own={message.authorId === userId}
              time={when.format(new Date(message.createdAt))}
            />
          ))}
          {failed.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              own
              failed
              time={when.format(new Date(message.createdAt))}
            />
          ))}
        </ol>
      ) : null}
      <Composer thread={thread} project={project} userId={userId} userName={userName(state.user)} />
    </>
  );
}

function userName(user: { firstName?: string | null; lastName?: string | null; email: string } | null) {
  if (!user) return '';
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

function MessageItem({
  message,
  own,
  time,
  failed = false,
}: {
  message: MessageDocType;
  own: boolean;
  time: string;
  failed?: boolean;
}) {
  const styles = useStyles();
  const t = useChatT();
  return (
    <li className={mergeClasses(styles.message, own && styles.own)}>
      <span className={styles.meta}>
        <Caption1Strong>{own ? t('you') : message.authorName}</Caption1Strong>
        <Caption1>
          <time dateTime={message.createdAt}>{time}</time>
        </Caption1>
        {failed ? <Caption1 className={styles.failed}>{t('notSent')}</Caption1> : null}
        {!failed && message.seq === 0 ? <Caption1>{t('sending')}</Caption1> : null}
      </span>
      <Body1 className={styles.text}>{message.text}</Body1>
      {failed ? <UnsentActions message={message} /> : null}
    </li>
  );
}

function Composer({
  thread,
  project,
  userId,
  userName: authorName,
}: {
  thread: ChatThread;
  project?: ProjectDocType | null;
  userId: string | null;
  userName: string;
}) {
  const styles = useStyles();
  const t = useChatT();
  const { t: common } = useTranslation();
  const db = useLocalDb();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (!thread.canWrite) {
    return (
      <MessageBar intent="info">
        <MessageBarBody>{translateKey(common, writeRefusal(thread, project, userId))}</MessageBarBody>
      </MessageBar>
    );
  }

  const send = async () => {
    if (busy) return;
    const checked = messageTextSchema.safeParse(text);
    if (!checked.success) {
      setProblem(
        translateKey(common, checked.error.issues[0]?.message ?? 'validation.required', {
          max: MESSAGE_TEXT_MAX,
        }),
      );
      return;
    }
    if (!db || !userId) return;
    setBusy(true);
    try {
      await writeMessage(db, {
        projectId: thread.projectId,
        ownerId: thread.ownerId,
        author: { id: userId, name: authorName },
        text,
      });
      setText('');
      setProblem(null);
    } catch (error) {
      const key =
        error instanceof ZodError ? (error.issues[0]?.message ?? 'validation.required') : errorText(error);
      setProblem(t('sendFailed', { message: translateKey(common, key, { max: MESSAGE_TEXT_MAX }) }));
    } finally {
      setBusy(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <div className={styles.composer}>
      <Field
        className={styles.field}
        label={t('message')}
        hint={t('messageHint')}
        validationState={problem ? 'error' : 'none'}
        validationMessage={problem ?? undefined}
      >
        <Textarea
          value={text}
          resize="vertical"
          onChange={(_, data) => {
            setText(data.value);
            if (problem) setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
      </Field>
      <Button
        appearance="primary"
        icon={<SendRegular />}
        disabledFocusable={busy}
        onClick={() => void send()}
      >
        {t('send')}
      </Button>
    </div>
  );
}
