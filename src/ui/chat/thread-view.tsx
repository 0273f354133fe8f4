import { useEffect, useRef } from 'react';
import {
  Body1,
  Caption1,
  Caption1Strong,
  makeStyles,
  mergeClasses,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { MessageDocType, ProjectDocType } from '../../db';
import { useSession } from '../hooks/use-session';
import { useChatT, type ChatT } from './i18n';
import { Composer } from './message-composer';
import { useFailedMessages, useMarkRead, useThreadMessages, type ChatThread } from './use-chat';
import { UnsentActions } from './unsent-actions';

const useStyles = makeStyles({
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
});

/** A thread's name: the team's, or its owner's. */
export function threadName(t: ChatT, thread: Pick<ChatThread, 'kind' | 'ownerName'>): string {
  return thread.kind === 'team' ? t('teamThread') : thread.ownerName || t('ownerThread');
}

/** One open thread: its messages (the unsent ones last), read marks as they arrive, and the composer. */
export function ThreadView({ thread, project }: { thread: ChatThread; project?: ProjectDocType | null }) {
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
