import type { FastifyInstance } from 'fastify';
import {
  acceptLegalEntityMember,
  changeLegalEntity,
  createLegalEntity,
  declineLegalEntityMember,
  joinLegalEntity,
  legalEntityInfo,
} from '../../../src/domain/api/legal-entities';
import { operationRoute } from '../../http/operation';
import { errorResponses as errors } from '../../http/schemas';
import { requireUser } from '../auth/index';
import type { LegalEntitiesService } from './legal-entities.service';

/** `/api/legal-entity/*` (docs/licensing.md §5): each route calls one service function. */
export async function legalEntitiesRoutes(
  app: FastifyInstance,
  { legalEntities }: { legalEntities: LegalEntitiesService },
) {
  const tags = ['legal-entities'];
  operationRoute(
    app,
    createLegalEntity,
    { tags, status: 201, errors: errors(400, 401, 409) },
    async (request, reply) =>
      reply.status(201).send(await legalEntities.create(requireUser(request), request.body!)),
  );
  operationRoute(app, legalEntityInfo, { tags, errors: errors(401) }, async (request) =>
    legalEntities.info(requireUser(request)),
  );
  operationRoute(app, joinLegalEntity, { tags, errors: errors(400, 401, 404, 409) }, async (request) =>
    legalEntities.join(requireUser(request), request.body!.tin),
  );
  operationRoute(
    app,
    acceptLegalEntityMember,
    { tags, errors: errors(400, 401, 403, 404) },
    async (request) => legalEntities.acceptMember(requireUser(request), request.params.id, request.body!),
  );
  operationRoute(
    app,
    declineLegalEntityMember,
    { tags, errors: errors(400, 401, 403, 404) },
    async (request) =>
      legalEntities.declineMember(requireUser(request), request.params.id, request.body!.userId),
  );
  operationRoute(app, changeLegalEntity, { tags, errors: errors(400, 401, 403, 404, 409) }, async (request) =>
    legalEntities.change(requireUser(request), request.params.id, request.body!),
  );
}
