import type { SyncCollection } from '../../src/domain/sync-protocol';
import type { ReplicatedDocument } from '../sync/registry';
import type { Mail } from '../mail/mailer';

/** A notification to store and show; its id is chosen when the effect is written, so delivery is idempotent. */
export interface NotificationEffect {
  id: string;
  userId: string;
  type: string;
  subType: string;
  /** English (or an admin's words); `messageKey` with `params` is what readers see in their language. */
  message: string;
  messageKey?: string | null;
  params?: Record<string, string | number>;
  objectId: string | null;
  createdAt: string;
  /** The admin notification (admin_broadcasts) this is one copy of; none for the others. */
  broadcastId?: string;
}

/** Tells the users' tabs that `collection` changed up to `seq`, so their leader tab pulls. */
export interface SyncHintEffect {
  userIds: string[];
  collection: SyncCollection;
  seq: number;
  /**
   * The documents the change wrote, as a pull returns them, when every one of `userIds` sees them whole
   * (docs/decisions/0020-documents-in-sync-hint.md); the hint carries them so the pull is not waited for.
   * Live documents only: `syncHintEffect` leaves out a deleted one, whose tombstone the pull brings.
   */
  documents?: ReplicatedDocument[];
}

/** A mail to send, as stored: attachments' bytes in base64 (the payload is JSON). */
export interface MailEffect extends Omit<Mail, 'attachments'> {
  attachments?: { filename: string; contentBase64: string; contentType: string }[];
}

/** Every kind of side effect the outbox carries, by the `kind` stored with it. */
export interface EffectPayloads {
  notification: NotificationEffect;
  syncHint: SyncHintEffect;
  mail: MailEffect;
}

export type EffectKind = keyof EffectPayloads;

export type Effect = { [K in EffectKind]: { kind: K; payload: EffectPayloads[K] } }[EffectKind];

/**
 * A `sync` hint to write to the outbox. Carried documents that are deleted are left out, and with them all
 * documents of the hint (a hint carries every document its change wrote or none): a deletion reaches the
 * client by the pull, as a tombstone with nothing of the document (server/sync/README.md, "Rules").
 */
export const syncHintEffect = ({ documents, ...hint }: SyncHintEffect): Effect => ({
  kind: 'syncHint',
  payload: documents && documents.every((doc) => !doc._deleted) ? { ...hint, documents } : hint,
});

export const mailEffect = ({ attachments, ...mail }: Mail): Effect => ({
  kind: 'mail',
  payload: {
    ...mail,
    ...(attachments && {
      attachments: attachments.map(({ content, ...attachment }) => ({
        ...attachment,
        contentBase64: content.toString('base64'),
      })),
    }),
  },
});
