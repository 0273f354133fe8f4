import type { DocumentKind } from '../../../../src/domain/contracts';
import type { Say } from './blocks';

/**
 * The clauses of contracts, supplements and acts, in the document's languages (docs/decisions/0052):
 * Russian, with the English after it when the document is bilingual.
 */

export interface Numbers {
  number: string;
  contractNumber: string | null;
}

export const titleOf = (kind: DocumentKind, c: Numbers, say: Say): string =>
  ({
    contract: say(`Лицензионный договор № ${c.number}`, `Licence agreement No. ${c.number}`),
    supplement: say(
      `Дополнительное соглашение № ${c.number} к договору № ${c.contractNumber}`,
      `Supplement No. ${c.number} to agreement No. ${c.contractNumber}`,
    ),
    act: say(
      `Акт приёма-передачи прав № ${c.number} по договору № ${c.contractNumber}`,
      `Act of transfer of rights No. ${c.number} under agreement No. ${c.contractNumber}`,
    ),
  })[kind];

export const subjectOf = (kind: DocumentKind, project: string, say: Say): string =>
  ({
    contract: say(
      `1. Лицензиар предоставляет Лицензиату неисключительную лицензию на использование произведений, ` +
        `перечисленных ниже, в проекте «${project}» на указанных условиях, а Лицензиат выплачивает ` +
        `вознаграждение.`,
      `The Licensor grants the Licensee a non-exclusive licence to use the works listed below in the ` +
        `project "${project}" on the terms given, and the Licensee pays the fee.`,
    ),
    supplement: say(
      `1. Стороны дополняют договор следующими произведениями для проекта «${project}» на указанных ` +
        `условиях.`,
      `The parties add the following works for the project "${project}" to the agreement on the terms given.`,
    ),
    act: say(
      `1. Лицензиар передал, а Лицензиат принял права на использование следующих произведений в проекте ` +
        `«${project}». Вознаграждение оплачено полностью, стороны претензий не имеют.`,
      `The Licensor has transferred and the Licensee has accepted the rights to use the following works ` +
        `in the project "${project}". The fee is paid in full; the parties have no claims.`,
    ),
  })[kind];

/**
 * The clause of the changed lines: in a supplement, the terms each had, the terms it has from now on and
 * the fee for the change (docs/decisions/0053); in an act, the changes its supplements made and paid for.
 */
export function changesClauseOf(kind: DocumentKind, project: string, number: number, say: Say): string {
  return kind === 'act'
    ? say(
        `${number}. Условия использования следующих произведений в проекте «${project}» изменены ` +
          `дополнительными соглашениями; вознаграждение за изменение оплачено.`,
        `The terms of use of the following works in the project "${project}" were changed by supplements; ` +
          `the fee for the change is paid.`,
      )
    : say(
        `${number}. Стороны изменяют условия использования следующих произведений в проекте «${project}»; за ` +
          `изменение Лицензиат выплачивает вознаграждение, указанное ниже.`,
        `The parties change the terms of use of the following works in the project "${project}"; the ` +
          `Licensee pays the fee for the change given below.`,
      );
}

export const paymentClauseOf = (number: number, say: Say): string =>
  say(
    `${number}. Лицензиат оплачивает вознаграждение по счёту в течение 10 дней с даты подписания.`,
    'The Licensee pays the fee by invoice within 10 days of signing.',
  );

export const preambleOf = (owner: string, customer: string, say: Say): string =>
  `${owner}, ${say('далее «Лицензиар»', 'the "Licensor"')}, ${say('и', 'and')} ${customer}, ` +
  `${say('далее «Лицензиат»', 'the "Licensee"')}, ${say('заключили настоящий документ', 'have concluded this document')}:`;
