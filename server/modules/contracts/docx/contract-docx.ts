import { Document, Packer, PageBreak, Paragraph, type Table } from 'docx';
import {
  termsInBothLanguages,
  type DocumentKind,
  type DocumentLine,
  type Party,
  type Totals,
} from '../../../../src/domain/contracts';
import { vatOf } from '../../../../src/domain/orders';
import type { OrderTerms } from '../../../../src/domain/orders';
import type { StoredSignature } from '../../../db/schema/contracts';
import { FONT, paragraph, partyLines, partyPreamble, rub, table } from './blocks';
import { signatureSheet } from './signature-sheet';

/** What a contract, supplement or act is generated from: the document's own copy of everything it says. */
export interface DocumentContent {
  kind: DocumentKind;
  number: string;
  date: string;
  /** The contract's number, for a supplement or act. */
  contractNumber: string | null;
  projectName: string;
  owner: Party;
  customer: Party;
  lines: readonly DocumentLine[];
  totals: Totals;
  vatPercent: number;
  totalInWordsRu: string;
  totalInWordsEn: string;
  signatures: readonly StoredSignature[];
}

const titles: Record<DocumentKind, (content: DocumentContent) => string> = {
  contract: (c) => `Лицензионный договор № ${c.number} / Licence agreement No. ${c.number}`,
  supplement: (c) =>
    `Дополнительное соглашение № ${c.number} к договору № ${c.contractNumber} / ` +
    `Supplement No. ${c.number} to agreement No. ${c.contractNumber}`,
  act: (c) =>
    `Акт приёма-передачи прав № ${c.number} по договору № ${c.contractNumber} / ` +
    `Act of transfer of rights No. ${c.number} under agreement No. ${c.contractNumber}`,
};

const subjects: Record<DocumentKind, (project: string) => string> = {
  contract: (project) =>
    `1. Лицензиар предоставляет Лицензиату неисключительную лицензию на использование произведений, ` +
    `перечисленных ниже, в проекте «${project}» на указанных условиях, а Лицензиат выплачивает ` +
    `вознаграждение. / The Licensor grants the Licensee a non-exclusive licence to use the works listed ` +
    `below in the project "${project}" on the terms given, and the Licensee pays the fee.`,
  supplement: (project) =>
    `1. Стороны дополняют договор следующими произведениями для проекта «${project}» на указанных ` +
    `условиях. / The parties add the following works for the project "${project}" to the agreement on ` +
    `the terms given.`,
  act: (project) =>
    `1. Лицензиар передал, а Лицензиат принял права на использование следующих произведений в проекте ` +
    `«${project}». Вознаграждение оплачено полностью, стороны претензий не имеют. / The Licensor has ` +
    `transferred and the Licensee has accepted the rights to use the following works in the project ` +
    `"${project}". The fee is paid in full; the parties have no claims.`,
};

/** The terms as the document writes them: named in both languages, never by their keys (decisions/0052). */
const termsText = (terms: OrderTerms): string => termsInBothLanguages(terms).join('\n');

/**
 * The clause of the changed lines: in a supplement, the terms each had, the terms it has from now on and
 * the fee for the change (docs/decisions/0053); in an act, the changes its supplements made and paid for.
 */
function changesClause(kind: DocumentKind, project: string, first: boolean): string {
  const number = first ? 1 : 2;
  return kind === 'act'
    ? `${number}. Условия использования следующих произведений в проекте «${project}» изменены ` +
        `дополнительными соглашениями; вознаграждение за изменение оплачено. / The terms of use of the ` +
        `following works in the project "${project}" were changed by supplements; the fee for the change is paid.`
    : `${number}. Стороны изменяют условия использования следующих произведений в проекте «${project}»; за ` +
        `изменение Лицензиат выплачивает вознаграждение, указанное ниже. / The parties change the terms of ` +
        `use of the following works in the project "${project}"; the Licensee pays the fee for the change ` +
        `given below.`;
}

function changesTable(content: DocumentContent, lines: readonly DocumentLine[]): Table {
  return table(
    [
      '№',
      'Произведение / Work',
      'Прежние условия / Previous terms',
      'Новые условия / New terms',
      'За изменение без НДС / Fee, net',
      'НДС / VAT',
      'С НДС / Gross',
    ],
    lines.map((line, index) => [
      String(index + 1),
      `${line.trackTitle}\n${line.artistName}`,
      line.change ? termsText(line.change.previousTerms) : '—',
      termsText(line.terms),
      rub(line.price),
      vatCell(content, line),
      rub(line.priceWithVat),
    ]),
  );
}

const vatCell = (content: DocumentContent, line: DocumentLine) =>
  line.noVat ? 'Без НДС / no VAT' : rub(vatOf(line.price, content.vatPercent));

/** The subject, the licensed tracks and, in a supplement, the changed lines. */
function subjectBlocks(content: DocumentContent): (Paragraph | Table)[] {
  const added = content.lines.filter((line) => !line.change);
  const changed = content.lines.filter((line) => line.change);
  return [
    ...(added.length > 0 || changed.length === 0
      ? [paragraph(subjects[content.kind](content.projectName)), linesTable(content, added)]
      : []),
    ...(changed.length > 0
      ? [
          paragraph(changesClause(content.kind, content.projectName, added.length === 0)),
          changesTable(content, changed),
        ]
      : []),
  ];
}

function linesTable(content: DocumentContent, lines: readonly DocumentLine[]): Table {
  return table(
    [
      '№',
      'Произведение / Work',
      'Условия / Terms',
      'Доля / Share',
      'Без НДС / Net',
      'НДС / VAT',
      'С НДС / Gross',
    ],
    lines.map((line, index) => [
      String(index + 1),
      `${line.trackTitle}\n${line.artistName}`,
      termsText(line.terms),
      line.share === null ? '—' : `${line.share}%`,
      rub(line.price),
      vatCell(content, line),
      rub(line.priceWithVat),
    ]),
  );
}

function totals(content: DocumentContent): Paragraph[] {
  const { net, vat, gross } = content.totals;
  return [
    paragraph(`Итого без НДС / Total without VAT: ${rub(net)}`, { bold: true }),
    paragraph(
      vat === 0
        ? 'НДС не облагается / No VAT'
        : `НДС ${content.vatPercent}% / VAT ${content.vatPercent}%: ${rub(vat)}`,
      { bold: true },
    ),
    paragraph(`Итого с НДС / Total with VAT: ${rub(gross)}`, { bold: true }),
    paragraph(`Сумма прописью: ${content.totalInWordsRu}`),
    paragraph(`Amount in words: ${content.totalInWordsEn}`),
  ];
}

/** The payment clause follows the subject's clauses: the licensed tracks, the changed ones, or both. */
const paymentClauseNumber = (content: DocumentContent) =>
  (content.lines.some((line) => !line.change) ? 1 : 0) +
  (content.lines.some((line) => line.change) ? 1 : 0) +
  1;

/** The .docx of a contract, supplement or act, with its signature sheet when it has signatures. */
export async function contractDocx(content: DocumentContent): Promise<Buffer> {
  const body = [
    paragraph(titles[content.kind](content), { bold: true, center: true, size: 28 }),
    paragraph(`Дата / Date: ${content.date}`, { center: true }),
    paragraph(
      `${partyPreamble(content.owner)}, далее «Лицензиар» / the "Licensor", и / and ` +
        `${partyPreamble(content.customer)}, далее «Лицензиат» / the "Licensee", заключили настоящий ` +
        `документ / have concluded this document:`,
    ),
    ...subjectBlocks(content),
    ...totals(content),
    ...(content.kind === 'act' || content.totals.gross === 0
      ? []
      : [
          paragraph(
            `${paymentClauseNumber(content)}. Лицензиат оплачивает вознаграждение по ` +
              'счёту в течение 10 дней с даты подписания. / The Licensee pays the fee by invoice within 10 ' +
              'days of signing.',
          ),
        ]),
    paragraph('Реквизиты сторон / Details of the parties', { bold: true }),
    table(
      ['Лицензиар / Licensor', 'Лицензиат / Licensee'],
      [[partyLines(content.owner), partyLines(content.customer)]],
    ),
    ...(content.signatures.length > 0 ? [new Paragraph({ children: [new PageBreak()] })] : []),
    ...signatureSheet(content.signatures),
  ];
  const document = new Document({
    creator: 'Cueline',
    title: titles[content.kind](content),
    styles: { default: { document: { run: { font: FONT } } } },
    sections: [{ children: body }],
  });
  return Packer.toBuffer(document);
}
