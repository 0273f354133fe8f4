/** Image types accepted for avatars and feedback attachments, recognised by their first bytes. */
export type ImageKind = 'png' | 'jpeg';

const signatures: { kind: ImageKind; bytes: number[] }[] = [
  { kind: 'png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { kind: 'jpeg', bytes: [0xff, 0xd8, 0xff] },
];

export const imageContentType: Record<ImageKind, string> = { png: 'image/png', jpeg: 'image/jpeg' };
export const imageExtension: Record<ImageKind, string> = { png: 'png', jpeg: 'jpg' };

/** The image kind of `data` by its signature, whatever the file name or declared type says; null otherwise. */
export function detectImage(data: Buffer): ImageKind | null {
  const match = signatures.find(
    ({ bytes }) => data.length >= bytes.length && bytes.every((b, i) => data[i] === b),
  );
  return match?.kind ?? null;
}
