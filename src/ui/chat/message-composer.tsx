import { useState, type KeyboardEvent } from 'react';
import {
  Button,
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Textarea,
  tokens,
} from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { ZodError } from 'zod';
import { writeMessage } from '../../db/chat-writes';
import type { ProjectDocType } from '../../db';
import { MESSAGE_TEXT_MAX, messageTextSchema } from '../../domain/chat';
import type { MessageKey } from '../../domain/messages';
import { errorText } from '../components/server-errors';
import { translateKey } from '../i18n';
import { useLocalDb } from '../local-data';
import { useChatT } from './i18n';
import type { ChatThread } from './use-chat';

const useStyles = makeStyles({
  composer: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end' },
  field: { flexGrow: 1 },
});

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

/**
 * The thread's composer: writes the message locally (it reaches the server when online), Enter sends and
 * Shift+Enter starts a new line; where the caller may not write, says why instead.
 */
export function Composer({
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
