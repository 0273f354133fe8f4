import { Document, Packer } from 'docx';
import type { Party, Totals } from '../../../../src/domain/contracts';
import { FONT, paragraph, partyLines, rub, sayIn, table, type Say } from './blocks';

/** What an invoice is generated from. */
export interface InvoiceContent {
  number: string;
  date: string;
  dueDate: string;
  contractNumber: string;
  contractDate: string;
  /** For a supplement's invoice, the number of the contract it supplements (`contractNumber` is its own). */
  supplementOf?: string | null;
  projectName: string;
  owner: Party;
  customer: Party;
  totals: Totals;
  vatPercent: number;
  totalInWordsRu: string;
  totalInWordsEn: string;
  /** Russian with English alongside, or Russian only (docs/decisions/0052); bilingual when absent. */
  bilingual?: boolean;
}

/** What the invoice is for: the licence fee under a contract, or under a supplement to one. */
function purpose(content: InvoiceContent, say: Say): string {
  const { contractNumber: number, contractDate: date, projectName: project, supplementOf } = content;
  return supplementOf
    ? say(
        `Лицензионное вознаграждение по дополнительному соглашению № ${number} от ${date} к договору ` +
          `№ ${supplementOf}, проект «${project}»`,
        `Licence fee under supplement No. ${number} to agreement No. ${supplementOf}`,
      )
    : say(
        `Лицензионное вознаграждение по договору № ${number} от ${date}, проект «${project}»`,
        `Licence fee under agreement No. ${number}`,
      );
}

/** The .docx of an invoice: the payee's bank details, the payer, the amount with and without VAT. */
export async function invoiceDocx(content: InvoiceContent): Promise<Buffer> {
  const { net, vat, gross } = content.totals;
  const bilingual = content.bilingual ?? true;
  const say = sayIn(bilingual);
  const title = say(`Счёт на оплату № ${content.number} от ${content.date}`, `Invoice No. ${content.number}`);
  const details = say('Реквизиты', 'Details');
  const document = new Document({
    creator: 'Cueline',
    title,
    styles: { default: { document: { run: { font: FONT } } } },
    sections: [
      {
        children: [
          paragraph(title, { bold: true, center: true, size: 28 }),
          paragraph(say('Получатель', 'Payee'), { bold: true }),
          table([details], [[partyLines(content.owner, say)]]),
          paragraph(say('Плательщик', 'Payer'), { bold: true }),
          table([details], [[partyLines(content.customer, say)]]),
          table(
            [say('Назначение', 'Purpose'), say('Без НДС', 'Net'), say('НДС', 'VAT'), say('С НДС', 'Gross')],
            [
              [
                purpose(content, say),
                rub(net),
                vat === 0 ? say('Без НДС', 'no VAT') : `${content.vatPercent}%: ${rub(vat)}`,
                rub(gross),
              ],
            ],
          ),
          paragraph(`${say('К оплате', 'Amount due')}: ${rub(gross)}`, { bold: true }),
          paragraph(`Сумма прописью: ${content.totalInWordsRu}`),
          ...(bilingual ? [paragraph(`Amount in words: ${content.totalInWordsEn}`)] : []),
          paragraph(`${say('Оплатить до', 'Due date')}: ${content.dueDate}`, { bold: true }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
