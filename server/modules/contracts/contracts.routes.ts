import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  contractFile,
  contractInfo,
  contractList,
  contractSignCode,
  createContract,
  createSupplement,
  DOCX_TYPE,
  agreeSupplementPrice,
  proposeSupplementPrice,
  rejectContract,
  signContract,
  signManyContracts,
} from '../../../src/domain/api/contracts';
import { confirmPayment, paymentFile, paymentList } from '../../../src/domain/api/contracts-payments';
import { operationRoute } from '../../http/operation';
import { errorResponses as errors } from '../../http/schemas';
import { contentDisposition } from '../../http/send-file';
import { requireUser } from '../auth/index';
import type { LeftOut } from './contracts.collection';
import type { ContractsService } from './contracts.service';
import type { PaymentsService } from './payments.service';
import type { SignatureOrigin, SigningService } from './signing.service';

const origin = (request: FastifyRequest): SignatureOrigin => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? ''),
});

/** Logs a row a list left out because its answer would not fit (docs/decisions/0036-money-bounds.md). */
const leftOutLog =
  (request: FastifyRequest): LeftOut =>
  (id, problem) =>
    request.log.error({ id, problem }, 'a row left out of a list: it does not fit its answer');

/** A stored .docx, byte for byte, as a download; its SHA-256 travels in `x-content-sha256`. */
const sendDocx = (reply: FastifyReply, file: { content: Buffer; sha256: string; name: string }) =>
  reply
    .header('content-type', DOCX_TYPE)
    .header('content-disposition', contentDisposition(file.name))
    .header('x-content-sha256', file.sha256)
    .header('cache-control', 'private, no-store')
    .send(file.content);

/**
 * docs/licensing.md §6: formalization, EDO signing, rejection, invoices. Every route validates with its
 * operation's schemas and calls one service function, which checks the caller's standing: outside the
 * document's audience and parties 404, without the project or company right 403.
 */
export async function contractsRoutes(
  app: FastifyInstance,
  deps: { contracts: ContractsService; signing: SigningService; payments: PaymentsService },
) {
  const { contracts, signing, payments } = deps;
  const tags = ['contracts'];
  const write = { tags, errors: errors(400, 401, 403, 404, 409) };
  // Codes and signatures are limited per signer and document (docs/decisions/0033): 429 with Retry-After.
  const signing429 = { tags, errors: errors(400, 401, 403, 404, 409, 429) };
  const read = { tags, errors: errors(400, 401, 404) };

  operationRoute(app, createContract, { ...write, status: 201 }, async (request, reply) =>
    reply.status(201).send(await contracts.create(requireUser(request), request.body!)),
  );
  operationRoute(app, createSupplement, { ...write, status: 201 }, async (request, reply) =>
    reply
      .status(201)
      .send(await contracts.createSupplement(requireUser(request), request.params.contractId, request.body!)),
  );
  operationRoute(app, proposeSupplementPrice, write, async (request) =>
    contracts.proposeSupplementPrice(requireUser(request), request.params.id, request.body!),
  );
  operationRoute(app, agreeSupplementPrice, write, async (request) =>
    contracts.agreeSupplementPrice(requireUser(request), request.params.id, request.body!),
  );
  operationRoute(app, contractList, { tags, errors: errors(400, 401) }, async (request) =>
    contracts.list(requireUser(request), request.query, leftOutLog(request)),
  );
  operationRoute(app, contractInfo, read, async (request) =>
    contracts.detail(requireUser(request), request.params.id),
  );
  operationRoute(app, contractFile, read, async (request, reply) =>
    sendDocx(reply, await contracts.file(requireUser(request), request.params.id)),
  );
  operationRoute(app, contractSignCode, signing429, async (request) =>
    signing.requestCode(requireUser(request), request.params.id, request.body?.ids),
  );
  operationRoute(app, signContract, signing429, async (request) =>
    signing.sign(requireUser(request), request.params.id, request.body!, origin(request)),
  );
  operationRoute(app, signManyContracts, signing429, async (request) =>
    signing.signMany(requireUser(request), request.body!, origin(request)),
  );
  operationRoute(app, rejectContract, write, async (request) =>
    contracts.reject(requireUser(request), request.params.id, request.body!),
  );

  operationRoute(app, paymentList, { tags, errors: errors(400, 401) }, async (request) =>
    payments.list(requireUser(request), request.query, leftOutLog(request)),
  );
  operationRoute(app, paymentFile, { tags, errors: errors(400, 401, 404) }, async (request, reply) =>
    sendDocx(reply, await payments.file(requireUser(request), request.params.id)),
  );
  operationRoute(app, confirmPayment, { tags, errors: errors(401, 403, 404, 409) }, async (request) =>
    payments.confirm(requireUser(request), request.params.id),
  );
}
