import type { Paragraph, Table } from 'docx';
import type { StoredSignature } from '../../../db/schema/contracts';
import { paragraph, sayIn, table, type Say } from './blocks';

/**
 * The signature sheet appended to a document once signed (docs/decisions/0016): who signed for which
 * entity, when (UTC), and the SHA-256 of the exact bytes they signed.
 */
export function signatureSheet(
  signatures: readonly StoredSignature[],
  say: Say = sayIn(true),
): (Paragraph | Table)[] {
  const sideTitle = { owner: say('Лицензиар', 'Licensor'), customer: say('Лицензиат', 'Licensee') };
  if (signatures.length === 0) return [];
  return [
    paragraph(say('Лист подписания', 'Signature sheet'), { bold: true, center: true, size: 26 }),
    paragraph(
      say(
        'Документ подписан простой электронной подписью: одноразовым кодом, отправленным подписанту по ' +
          'электронной почте.',
        'Signed with a simple electronic signature: a one-time code mailed to the signer.',
      ),
      { size: 18 },
    ),
    table(
      [
        say('Сторона', 'Party'),
        say('Подписант', 'Signer'),
        say('Организация', 'Entity'),
        say('Время (UTC)', 'Time'),
        'SHA-256',
      ],
      signatures.map((signature) => [
        sideTitle[signature.side],
        signature.signerName,
        signature.entityName,
        signature.signedAt.replace('T', ' ').replace(/\.\d+Z$/, 'Z'),
        signature.sha256,
      ]),
    ),
  ];
}
