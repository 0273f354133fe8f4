import type { PaymentApi, PaymentPage } from '../../../src/domain/api/contracts-payments';
import {
  nextStatus,
  RIGHT_PAYMENTS,
  RIGHT_VIEW,
  type DocumentStatus,
  type PaymentListQuery,
  type Totals,
} from '../../../src/domain/contracts';
import type { PaymentRow } from '../../db/schema/contracts';
import { AppError } from '../../http/errors';
import { syncHintEffect } from '../../outbox/effects';
import type { SessionUser } from '../auth/index';
import { checkedPaymentApi, documentAudience, listedPayments, type LeftOut } from './contracts.collection';
import { documentEffects, partiesReadAhead, type ContractsContext } from './contracts.shared';
import type { PartyDirectory } from './party-directory';
import { issueAct } from './invoices';

const sum = (totals: Totals[]): Totals =>
  totals.reduce(
    (all, one) => ({ net: all.net + one.net, vat: all.vat + one.vat, gross: all.gross + one.gross }),
    {
      net: 0,
      vat: 0,
      gross: 0,
    },
  );

/**
 * Invoices (docs/licensing.md §6): listed to pay (customer) or to receive (owner) with the totals still
 * awaiting; the owner's side confirms receipt, which finalizes the contract and issues its act.
 */
export function paymentsService(context: ContractsContext) {
  /** Who reads an invoice: its audience, and members of either party's entity with the view right. */
  async function paymentAccess(
    user: SessionUser,
    payment: PaymentRow | undefined,
    parties: PartyDirectory = context.parties,
  ) {
    if (!payment) throw new AppError('NOT_FOUND');
    const membership = await parties.forUser(user.id);
    const entityId = membership?.entity._id;
    const ownerSide = entityId === payment.ownerParty.id;
    const party = ownerSide || entityId === payment.customerParty.id;
    const viewer = party && membership!.member.rights.includes(RIGHT_VIEW);
    if (!documentAudience(payment).includes(user.id) && !viewer) throw new AppError('NOT_FOUND');
    return { ownerSide, rights: membership?.member.rights ?? [] };
  }

  return {
    /**
     * `GET /api/payment/info`: newest first, with the totals of the ones awaiting payment. An invoice that
     * cannot be answered is left out and reported to `leftOut`, never failing the page.
     */
    async list(
      user: SessionUser,
      query: PaymentListQuery,
      leftOut: LeftOut = () => {},
    ): Promise<PaymentPage> {
      const { rows, total, awaiting } = await context.contracts.paymentPage(
        user.id,
        query.role,
        query.page,
        query.limit,
      );
      return {
        data: listedPayments(rows, leftOut),
        page: query.page,
        limit: query.limit,
        total,
        awaiting: sum(awaiting),
      };
    },

    /** `GET /api/payment/file/{id}`: the invoice's .docx. */
    async file(user: SessionUser, id: string) {
      const payment = await context.contracts.findPayment(id);
      await paymentAccess(user, payment);
      const file = await context.contracts.file(payment!.fileId);
      if (!file) throw new AppError('NOT_FOUND');
      return { content: file.content, sha256: file.sha256, name: `${payment!.number}.docx` };
    },

    /**
     * `PATCH /api/payment/confirm/{id}`: a member of the owner's entity with the payments right confirms
     * receipt → paid; the contract is finalized and its act issued.
     */
    async confirm(user: SessionUser, id: string): Promise<PaymentApi> {
      const { parties } = await partiesReadAhead(context, [user.id]);
      return context.withTransaction(async (repos) => {
        const payment = await repos.contracts.findPayment(id, true);
        const { ownerSide, rights } = await paymentAccess(user, payment, parties);
        if (!ownerSide || !rights.includes(RIGHT_PAYMENTS))
          throw new AppError('FORBIDDEN', 'contracts.noPaymentRight');
        if (payment!.status === 'paid') throw new AppError('CONFLICT', 'contracts.alreadyPaid');
        const paid = await repos.contracts.markPaid(payment!.id, context.now());
        const contract = await repos.contracts.lock(paid.contractId);
        const status =
          contract && nextStatus('contract', contract.status as DocumentStatus, { type: 'paid' });
        await repos.outbox.add([
          syncHintEffect({ userIds: documentAudience(paid), collection: 'payments', seq: paid.seq }),
        ]);
        if (contract && status) {
          const finalized = await repos.contracts.update(contract.id, { status });
          await repos.outbox.add(
            documentEffects(
              context.now,
              finalized,
              { userId: user.id, side: 'owner' },
              'Change Document Status',
              'contracts.paid',
              { number: paid.number, contract: finalized.number },
            ),
          );
          await issueAct(repos, context.now, finalized);
        }
        return checkedPaymentApi(paid);
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
