import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import { forgetFailedMessage, writeMessage, type MessageDocType } from '../../db';
import { useLocalDb } from '../local-data';
import { useChatT } from './i18n';

/** Send a refused message again (as a new message) or delete it, after confirmation. */
export function UnsentActions({ message }: { message: MessageDocType }) {
  const t = useChatT();
  const db = useLocalDb();
  const [confirming, setConfirming] = useState(false);
  if (!db) return null;
  const retry = async () => {
    await writeMessage(db, {
      projectId: message.projectId,
      ownerId: message.ownerId,
      author: { id: message.authorId, name: message.authorName },
      text: message.text,
    });
    await forgetFailedMessage(db, message.id);
  };
  return (
    <span>
      <Button size="small" appearance="subtle" onClick={() => void retry()}>
        {t('retry')}
      </Button>
      {confirming ? (
        <Button
          size="small"
          appearance="subtle"
          autoFocus
          onClick={() => void forgetFailedMessage(db, message.id)}
          onBlur={() => setConfirming(false)}
        >
          {t('confirmDeleteUnsent')}
        </Button>
      ) : (
        <Button size="small" appearance="subtle" onClick={() => setConfirming(true)}>
          {t('deleteUnsent')}
        </Button>
      )}
    </span>
  );
}
