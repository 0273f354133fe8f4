import { AUDIO_MAX_BYTES, COVER_MAX_BYTES } from '../../../domain/catalog';
import type { MessageKey } from '../../../domain/messages';

/**
 * Client-side checks of the upload's files that mirror the server's (docs/product.md §5: cover png/jpg, audio
 * mp3/wav; size limits of src/domain/catalog.ts): the name or type first, then the first bytes, so a
 * renamed text file is refused before it is sent.
 */
export type FileSlot = 'audio' | 'audioWav' | 'cover';

export interface FileProblem {
  key: MessageKey;
  params?: Record<string, number>;
}

interface Accepted {
  extensions: readonly string[];
  types: readonly string[];
  maxBytes: number;
  typeKey: MessageKey;
  sizeKey: MessageKey;
}

const mp3Types = ['audio/mpeg', 'audio/mp3', 'audio/mpeg3', 'audio/x-mpeg-3'];
const wavTypes = ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'];

const acceptedFiles: Record<FileSlot, Accepted> = {
  audio: {
    extensions: ['mp3', 'wav'],
    types: [...mp3Types, ...wavTypes],
    maxBytes: AUDIO_MAX_BYTES,
    typeKey: 'catalog.audioType',
    sizeKey: 'catalog.audioTooLarge',
  },
  audioWav: {
    extensions: ['wav'],
    types: wavTypes,
    maxBytes: AUDIO_MAX_BYTES,
    typeKey: 'catalog.wavType',
    sizeKey: 'catalog.audioTooLarge',
  },
  cover: {
    extensions: ['png', 'jpg', 'jpeg'],
    types: ['image/png', 'image/jpeg', 'image/jpg'],
    maxBytes: COVER_MAX_BYTES,
    typeKey: 'catalog.coverType',
    sizeKey: 'catalog.coverTooLarge',
  },
};

/** The `accept` attribute of a slot's file input. */
export const acceptAttribute = (slot: FileSlot) =>
  [...acceptedFiles[slot].extensions.map((extension) => `.${extension}`), ...acceptedFiles[slot].types].join(
    ',',
  );

const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

/** Checks a chosen file's name, type and size; null when they fit the slot. */
export function checkFileMeta(
  slot: FileSlot,
  file: { name: string; type: string; size: number },
): FileProblem | null {
  const accepted = acceptedFiles[slot];
  const type = file.type.toLowerCase();
  const byType = type !== '' && accepted.types.includes(type);
  const byName = accepted.extensions.includes(extensionOf(file.name));
  if (!byType && !byName) return { key: accepted.typeKey };
  if (file.size > accepted.maxBytes)
    return { key: accepted.sizeKey, params: { max: Math.round(accepted.maxBytes / (1024 * 1024)) } };
  return null;
}

type SniffedKind = 'mp3' | 'wav' | 'png' | 'jpeg';

const startsWith = (bytes: Uint8Array, text: string, at = 0) =>
  bytes.length >= at + text.length &&
  [...text].every((char, index) => bytes[at + index] === char.charCodeAt(0));

/** An MPEG audio frame sync with a valid version, layer, bitrate and sample rate. */
function isMpegFrame(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0xff || (bytes[1]! & 0xe0) !== 0xe0) return false;
  const version = (bytes[1]! >> 3) & 3;
  const layer = (bytes[1]! >> 1) & 3;
  const bitrate = bytes[2]! >> 4;
  const rate = (bytes[2]! >> 2) & 3;
  return version !== 1 && layer !== 0 && bitrate !== 0 && bitrate !== 15 && rate !== 3;
}

/** What the first bytes of a file are, as far as the upload cares. */
export function sniffKind(bytes: Uint8Array): SniffedKind | null {
  if (startsWith(bytes, 'ID3') || isMpegFrame(bytes)) return 'mp3';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WAVE', 8)) return 'wav';
  if (bytes.length >= 8 && bytes[0] === 0x89 && startsWith(bytes, 'PNG', 1)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

const slotKinds: Record<FileSlot, readonly SniffedKind[]> = {
  audio: ['mp3', 'wav'],
  audioWav: ['wav'],
  cover: ['png', 'jpeg'],
};

/** The full check: name, type and size, then the first bytes. */
export async function checkFile(slot: FileSlot, file: File): Promise<FileProblem | null> {
  const meta = checkFileMeta(slot, file);
  if (meta) return meta;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  const kind = sniffKind(head);
  return kind && slotKinds[slot].includes(kind) ? null : { key: acceptedFiles[slot].typeKey };
}
