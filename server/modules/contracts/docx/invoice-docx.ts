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
  projectName: string;
  owner: Party;
  customer: Party;
  totals: Totals;
  vatPercent: number;
  totalInWordsRu: string;
  totalInWordsEn: string;
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
                `Лицензионное вознаграждение по договору № ${content.contractNumber} от ` +
                  `${content.contractDate}, проект «${content.projectName}» / Licence fee under agreement ` +
                  `No. ${content.contractNumber}`,
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
