import { Document, Packer } from 'docx';
import type { Party, Totals } from '../../../../src/domain/contracts';
import { FONT, paragraph, partyLines, rub, table } from './blocks';

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
}

/** What the invoice is for: the licence fee under a contract, or under a supplement to one. */
function purpose(content: InvoiceContent): string {
  const { contractNumber: number, contractDate: date, projectName: project, supplementOf } = content;
  return supplementOf
    ? `Лицензионное вознаграждение по дополнительному соглашению № ${number} от ${date} к договору ` +
        `№ ${supplementOf}, проект «${project}» / Licence fee under supplement No. ${number} to agreement ` +
        `No. ${supplementOf}`
    : `Лицензионное вознаграждение по договору № ${number} от ${date}, проект «${project}» / ` +
        `Licence fee under agreement No. ${number}`;
}

/** The .docx of an invoice: the payee's bank details, the payer, the amount with and without VAT. */
export async function invoiceDocx(content: InvoiceContent): Promise<Buffer> {
  const { net, vat, gross } = content.totals;
  const title = `Счёт на оплату № ${content.number} от ${content.date} / Invoice No. ${content.number}`;
  const document = new Document({
    creator: 'Cueline',
    title,
    styles: { default: { document: { run: { font: FONT } } } },
    sections: [
      {
        children: [
          paragraph(title, { bold: true, center: true, size: 28 }),
          paragraph('Получатель / Payee', { bold: true }),
          table(['Реквизиты / Details'], [[partyLines(content.owner)]]),
          paragraph('Плательщик / Payer', { bold: true }),
          table(['Реквизиты / Details'], [[partyLines(content.customer)]]),
          table(
            ['Назначение / Purpose', 'Без НДС / Net', 'НДС / VAT', 'С НДС / Gross'],
            [
              [
                purpose(content),
                rub(net),
                vat === 0 ? 'Без НДС / no VAT' : `${content.vatPercent}%: ${rub(vat)}`,
                rub(gross),
              ],
            ],
          ),
          paragraph(`К оплате / Amount due: ${rub(gross)}`, { bold: true }),
          paragraph(`Сумма прописью: ${content.totalInWordsRu}`),
          paragraph(`Amount in words: ${content.totalInWordsEn}`),
          paragraph(`Оплатить до / Due date: ${content.dueDate}`, { bold: true }),
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
