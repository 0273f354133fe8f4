import {
  AlignmentType,
  BorderStyle,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ISectionOptions,
} from 'docx';
import { amountInFigures } from '../../../../src/domain/contracts';
import type { Party } from '../../../../src/domain/contracts';

/** The building blocks the generated documents share: text, tables, money, the parties' details. */

export const FONT = 'Times New Roman';

export const text = (value: string, options: { bold?: boolean; size?: number } = {}) =>
  new TextRun({ text: value, font: FONT, size: options.size ?? 22, bold: options.bold });

export const paragraph = (
  value: string | TextRun[],
  options: { bold?: boolean; center?: boolean; size?: number; after?: number } = {},
) =>
  new Paragraph({
    alignment: options.center ? AlignmentType.CENTER : AlignmentType.LEFT,
    spacing: { after: options.after ?? 120 },
    children: typeof value === 'string' ? [text(value, options)] : value,
  });

const border = { style: BorderStyle.SINGLE, size: 4, color: '000000' };
const borders = { top: border, bottom: border, left: border, right: border };

const cell = (value: string, bold = false) =>
  new TableCell({
    borders,
    children: value.split('\n').map((line) => paragraph(line, { bold, size: 18, after: 0 })),
  });

/** A bordered table: a bold header row, then the rows. */
export function table(header: string[], rows: string[][]): Table {
  return new Table({
    width: { size: 100, type: WidthType.PERCENTAGE },
    rows: [
      new TableRow({ tableHeader: true, children: header.map((title) => cell(title, true)) }),
      ...rows.map((row) => new TableRow({ children: row.map((value) => cell(value)) })),
    ],
  });
}

/** Kopecks as "12 345.67 ₽". */
export const rub = (kopecks: number) => `${amountInFigures(kopecks)} ₽`;

/**
 * Writes a phrase in the document's languages (docs/decisions/0052): Russian, the language of a
 * Russian-law document, with the English after a slash unless both sides read Russian.
 */
export type Say = (ru: string, en: string) => string;
export const sayIn =
  (bilingual: boolean): Say =>
  (ru, en) =>
    bilingual ? `${ru} / ${en}` : ru;

/** Beside the name of an entity an administrator had verified when the document was drafted. */
export const VERIFIED_MARK = '✓ проверено / verified';

/** A party's details, one per line, as the requisites section lists them. */
export function partyLines(party: Party, say: Say = sayIn(true)): string {
  return [
    party.verified ? `${party.name} ${say('✓ проверено', 'verified')}` : party.name,
    `${say('ИНН', 'TIN')}: ${party.tin}`,
    `${say('Адрес', 'Address')}: ${party.address}`,
    `${say('Банк', 'Bank')}: ${party.bank}`,
    `${say('БИК', 'BIK')}: ${party.bik}`,
    `${say('К/с', 'Corr. account')}: ${party.corrAccount}`,
    `${say('Р/с', 'Account')}: ${party.account}`,
    `${party.signatoryPosition}: ${party.signatoryName}`,
  ].join('\n');
}

/** The party as the preamble names it: "<name> (ИНН <tin>), в лице <position> <name>". */
export const partyPreamble = (party: Party, say: Say = sayIn(true)) =>
  `${party.name} (${say('ИНН', 'TIN')} ${party.tin}), ${say('в лице', 'represented by')} ` +
  `${party.signatoryPosition} ${party.signatoryName}`;

export type Section = ISectionOptions;
