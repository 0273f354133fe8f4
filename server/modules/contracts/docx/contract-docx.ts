import { Document, Packer, PageBreak, Paragraph, type Table } from 'docx';
import {
  termsInWords,
  type DocumentKind,
  type DocumentLine,
  type Party,
  type Totals,
} from '../../../../src/domain/contracts';
import { vatOf } from '../../../../src/domain/orders';
import type { OrderTerms } from '../../../../src/domain/orders';
import type { StoredSignature } from '../../../db/schema/contracts';
import { FONT, paragraph, partyLines, partyPreamble, rub, sayIn, table, type Say } from './blocks';
import { changesClauseOf, paymentClauseOf, preambleOf, subjectOf, titleOf } from './document-texts';
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
  /** Russian with English alongside, or Russian only (docs/decisions/0052); bilingual when absent. */
  bilingual?: boolean;
}

const bilingualOf = (content: DocumentContent) => content.bilingual ?? true;

/** The terms as the document writes them: named in words, never by their keys (decisions/0052). */
const termsText = (content: DocumentContent, terms: OrderTerms): string =>
  termsInWords(terms, bilingualOf(content)).join('\n');

const vatCell = (content: DocumentContent, line: DocumentLine, say: Say) =>
  line.noVat ? say('Без НДС', 'no VAT') : rub(vatOf(line.price, content.vatPercent));

function changesTable(content: DocumentContent, lines: readonly DocumentLine[], say: Say): Table {
  return table(
    [
      '№',
      say('Произведение', 'Work'),
      say('Прежние условия', 'Previous terms'),
      say('Новые условия', 'New terms'),
      say('За изменение без НДС', 'Fee, net'),
      say('НДС', 'VAT'),
      say('С НДС', 'Gross'),
    ],
    lines.map((line, index) => [
      String(index + 1),
      `${line.trackTitle}\n${line.artistName}`,
      line.change ? termsText(content, line.change.previousTerms) : '—',
      termsText(content, line.terms),
      rub(line.price),
      vatCell(content, line, say),
      rub(line.priceWithVat),
    ]),
  );
}

function linesTable(content: DocumentContent, lines: readonly DocumentLine[], say: Say): Table {
  return table(
    [
      '№',
      say('Произведение', 'Work'),
      say('Условия', 'Terms'),
      say('Доля', 'Share'),
      say('Без НДС', 'Net'),
      say('НДС', 'VAT'),
      say('С НДС', 'Gross'),
    ],
    lines.map((line, index) => [
      String(index + 1),
      `${line.trackTitle}\n${line.artistName}`,
      termsText(content, line.terms),
      line.share === null ? '—' : `${line.share}%`,
      rub(line.price),
      vatCell(content, line, say),
      rub(line.priceWithVat),
    ]),
  );
}

/** The subject, the licensed tracks and, in a supplement or act, the changed lines. */
function subjectBlocks(content: DocumentContent, say: Say): (Paragraph | Table)[] {
  const added = content.lines.filter((line) => !line.change);
  const changed = content.lines.filter((line) => line.change);
  const project = content.projectName;
  return [
    ...(added.length > 0 || changed.length === 0
      ? [paragraph(subjectOf(content.kind, project, say)), linesTable(content, added, say)]
      : []),
    ...(changed.length > 0
      ? [
          paragraph(changesClauseOf(content.kind, project, added.length === 0 ? 1 : 2, say)),
          changesTable(content, changed, say),
        ]
      : []),
  ];
}

function totals(content: DocumentContent, say: Say): Paragraph[] {
  const { net, vat, gross } = content.totals;
  const rate = content.vatPercent;
  return [
    paragraph(`${say('Итого без НДС', 'Total without VAT')}: ${rub(net)}`, { bold: true }),
    paragraph(
      vat === 0 ? say('НДС не облагается', 'No VAT') : `${say(`НДС ${rate}%`, `VAT ${rate}%`)}: ${rub(vat)}`,
      { bold: true },
    ),
    paragraph(`${say('Итого с НДС', 'Total with VAT')}: ${rub(gross)}`, { bold: true }),
    paragraph(`Сумма прописью: ${content.totalInWordsRu}`),
    ...(bilingualOf(content) ? [paragraph(`Amount in words: ${content.totalInWordsEn}`)] : []),
  ];
}

/** The payment clause follows the subject's clauses: the licensed tracks, the changed ones, or both. */
const paymentClauseNumber = (content: DocumentContent) =>
  (content.lines.some((line) => !line.change) ? 1 : 0) +
  (content.lines.some((line) => line.change) ? 1 : 0) +
  1;

/** The .docx of a contract, supplement or act, with its signature sheet when it has signatures. */
export async function contractDocx(content: DocumentContent): Promise<Buffer> {
  const say = sayIn(bilingualOf(content));
  const title = titleOf(content.kind, content, say);
  const body = [
    paragraph(title, { bold: true, center: true, size: 28 }),
    paragraph(`${say('Дата', 'Date')}: ${content.date}`, { center: true }),
    paragraph(preambleOf(partyPreamble(content.owner, say), partyPreamble(content.customer, say), say)),
    ...subjectBlocks(content, say),
    ...totals(content, say),
    ...(content.kind === 'act' || content.totals.gross === 0
      ? []
      : [paragraph(paymentClauseOf(paymentClauseNumber(content), say))]),
    paragraph(say('Реквизиты сторон', 'Details of the parties'), { bold: true }),
    table(
      [say('Лицензиар', 'Licensor'), say('Лицензиат', 'Licensee')],
      [[partyLines(content.owner, say), partyLines(content.customer, say)]],
    ),
    ...(content.signatures.length > 0 ? [new Paragraph({ children: [new PageBreak()] })] : []),
    ...signatureSheet(content.signatures, say),
  ];
  const document = new Document({
    creator: 'Cueline',
    title,
    styles: { default: { document: { run: { font: FONT } } } },
    sections: [{ children: body }],
  });
  return Packer.toBuffer(document);
}
