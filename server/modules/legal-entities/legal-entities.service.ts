import type { MessageKey } from '../../../src/domain/messages';
import {
  ALL_RIGHTS,
  canManageMembers,
  defaultRights,
  hasRight,
  type CompanyRight,
  LEGAL_ENTITY_NOTIFICATION_SUBTYPE,
  legalEntityFieldsSchema,
  normalizeRights,
  type AcceptMember,
  type LegalEntityApi,
  type LegalEntityChange,
  type LegalEntityFields,
  type LegalEntityInfoApi,
  type LegalEntityMemberApi,
  type MemberRights,
} from '../../../src/domain/legal-entities';
import type { LegalEntityMemberRow, LegalEntityRow } from '../../db/schema/legal-entities';
import type { Store } from '../../db/transaction';
import { AppError } from '../../http/errors';
import type { Effect } from '../../outbox/effects';
import type { OutboxRepository } from '../../outbox/outbox.repository';
import type { SessionUser } from '../auth/index';
import { notificationEffect } from '../notifications/index';
import { isUniqueViolation } from '../users/index';
import type { LegalEntitiesRepository } from './legal-entities.repository';
import { fieldsOf, rightsOf, toLegalEntityApi, toMemberApi, toMyLegalEntity } from './legal-entity-views';

export interface LegalEntitiesPorts {
  legalEntities: LegalEntitiesRepository;
  outbox: Pick<OutboxRepository, 'add'>;
}

export interface LegalEntitiesContext extends Store<LegalEntitiesPorts> {
  now: () => Date;
}

/** A user's entity and their membership in it: what contracts snapshot as a party and check signing by. */
export interface EntityMembership {
  entity: LegalEntityApi;
  member: MemberRights & { userId: string };
}

/** The user's entity and active membership, or null (no entity, or a request still waiting). */
export async function membershipOfUser(
  repo: LegalEntitiesRepository,
  userId: string,
): Promise<EntityMembership | null> {
  const membership = await repo.membershipOf(userId);
  if (!membership || membership.status !== 'active') return null;
  const entity = await repo.find(membership.entityId);
  return entity ? { entity: toLegalEntityApi(entity), member: { userId, ...rightsOf(membership) } } : null;
}

/** An entity by id, as the API answers it, or null. */
export async function entityById(repo: LegalEntitiesRepository, entityId: string) {
  const entity: LegalEntityRow | undefined = await repo.find(entityId);
  return entity ? toLegalEntityApi(entity) : null;
}

const tinTaken = () =>
  new AppError('CONFLICT', 'legalEntities.tinTaken', {}, { tin: 'legalEntities.tinTaken' });

/** The whole entity checked again, so a change keeps the TIN and accounts consistent; 400 per field. */
function checkedFields(fields: LegalEntityFields): LegalEntityFields {
  const result = legalEntityFieldsSchema.safeParse(fields);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0] ?? '_')] ??= issue.message;
  const first = Object.values(errors)[0] ?? 'error.400';
  throw new AppError('VALIDATION', first, {}, errors);
}

/**
 * Legal entities and company roles (docs/licensing.md §5, docs/decisions/0015-legal-entities.md). A user
 * belongs to at most one entity, or has one join request waiting. Members are managed by the main_admin
 * and by members holding right 5; someone else's entity does not exist for a caller (404).
 */
export function legalEntitiesService(context: LegalEntitiesContext) {
  const repo = context.legalEntities;
  const notice = (
    userId: string,
    key: MessageKey,
    params: Record<string, string>,
    entityId: string,
  ): Effect => ({
    kind: 'notification',
    payload: notificationEffect(
      userId,
      {
        type: 'System',
        subType: LEGAL_ENTITY_NOTIFICATION_SUBTYPE,
        key,
        params,
        objectId: entityId,
      },
      context.now(),
    ),
  });

  async function info(userId: string): Promise<LegalEntityInfoApi> {
    const membership = await repo.membershipOf(userId);
    const entity = membership ? await repo.find(membership.entityId) : undefined;
    if (!membership || !entity) return { entity: null, request: null };
    if (membership.status === 'pending')
      return {
        entity: null,
        request: {
          entityId: entity.id,
          name: entity.name,
          tin: entity.tin,
          createdAt: membership.createdAt.toISOString(),
        },
      };
    return { entity: toMyLegalEntity(entity, membership, await repo.members(entity.id)), request: null };
  }

  /** Refuses a user who already belongs to an entity or waits for an answer (409). */
  async function requireUnattached(userId: string) {
    const membership = await repo.membershipOf(userId);
    if (membership?.status === 'active') throw new AppError('CONFLICT', 'legalEntities.alreadyMember');
    if (membership) throw new AppError('CONFLICT', 'legalEntities.requestPending');
  }

  /** The entity and the caller's membership when they may manage its members; 404 to outsiders, else 403. */
  async function requireManager(userId: string, entityId: string) {
    const entity = await repo.find(entityId);
    const me = entity ? await repo.member(entity.id, userId) : undefined;
    if (!entity || !me || me.status !== 'active') throw new AppError('NOT_FOUND');
    if (!canManageMembers(rightsOf(me))) throw new AppError('FORBIDDEN', 'legalEntities.notManager');
    return { entity, me };
  }

  async function memberApi(entityId: string, userId: string): Promise<LegalEntityMemberApi> {
    const people = await repo.members(entityId);
    return toMemberApi(people.find((person) => person.userId === userId)!);
  }

  return {
    info: (user: SessionUser) => info(user.id),

    /** `POST /api/legal-entity/create`: the creator becomes its main_admin with all rights. */
    async create(user: SessionUser, fields: LegalEntityFields): Promise<LegalEntityInfoApi> {
      await requireUnattached(user.id);
      if (await repo.findByTin(fields.tin)) throw tinTaken();
      try {
        await context.withTransaction(async (repos) => {
          const entity = await repos.legalEntities.insert(fields, user.id);
          await repos.legalEntities.insertMember({
            entityId: entity.id,
            userId: user.id,
            role: 'main_admin',
            rights: [...ALL_RIGHTS],
            status: 'active',
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw tinTaken();
        throw error;
      }
      return info(user.id);
    },

    /** `POST /api/legal-entity/join`: a pending request; the entity's managers are notified. */
    async join(user: SessionUser, tin: string): Promise<LegalEntityInfoApi> {
      await requireUnattached(user.id);
      const entity = await repo.findByTin(tin);
      if (!entity)
        throw new AppError('NOT_FOUND', 'validation.tinNotFound', {}, { tin: 'validation.tinNotFound' });
      const name = await repo.userName(user.id);
      try {
        await context.withTransaction(async (repos) => {
          await repos.legalEntities.insertMember({
            entityId: entity.id,
            userId: user.id,
            role: 'manager',
            rights: [],
            status: 'pending',
          });
          const managers = await repos.legalEntities.managers(entity.id);
          await repos.outbox.add(
            managers.map((id) =>
              notice(id, 'legalEntities.joinRequested', { name, entity: entity.name }, entity.id),
            ),
          );
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', 'legalEntities.requestPending');
        throw error;
      }
      return info(user.id);
    },

    /** `PATCH /api/legal-entity/accept-member/{id}`: accept a request, or set a member's role and rights. */
    async acceptMember(
      user: SessionUser,
      entityId: string,
      input: AcceptMember,
    ): Promise<LegalEntityMemberApi> {
      const { entity } = await requireManager(user.id, entityId);
      const target = await repo.member(entity.id, input.userId.toLowerCase());
      if (!target) throw new AppError('NOT_FOUND', 'legalEntities.requestNotFound');
      if (target.role === 'main_admin') throw new AppError('FORBIDDEN', 'legalEntities.mainAdminFixed');
      const rights = normalizeRights(input.rights ?? defaultRights[input.role]);
      await context.withTransaction(async (repos) => {
        await repos.legalEntities.updateMember(entity.id, target.userId, {
          role: input.role,
          rights,
          status: 'active',
        });
        const key = target.status === 'pending' ? 'legalEntities.accepted' : 'legalEntities.changed';
        if (target.userId !== user.id)
          await repos.outbox.add([notice(target.userId, key, { entity: entity.name }, entity.id)]);
      });
      return memberApi(entity.id, target.userId);
    },

    /** `PATCH /api/legal-entity/decline-member/{id}`: the request is removed and its author told. */
    async declineMember(user: SessionUser, entityId: string, userId: string) {
      const { entity } = await requireManager(user.id, entityId);
      const target: LegalEntityMemberRow | undefined = await repo.member(entity.id, userId.toLowerCase());
      if (!target || target.status !== 'pending')
        throw new AppError('NOT_FOUND', 'legalEntities.requestNotFound');
      await context.withTransaction(async (repos) => {
        await repos.legalEntities.deleteMember(entity.id, target.userId);
        await repos.outbox.add([
          notice(target.userId, 'legalEntities.declined', { entity: entity.name }, entity.id),
        ]);
      });
      return { userId: target.userId, declined: true as const };
    },

    /** `PATCH /api/legal-entity/change/{id}`: the changed fields merged and the whole entity checked again. */
    async change(user: SessionUser, entityId: string, changes: LegalEntityChange): Promise<LegalEntityApi> {
      const { entity } = await requireManager(user.id, entityId);
      const present = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      const fields = checkedFields({ ...fieldsOf(entity), ...present });
      if (fields.tin !== entity.tin && (await repo.findByTin(fields.tin))) throw tinTaken();
      try {
        return toLegalEntityApi(await repo.update(entity.id, fields));
      } catch (error) {
        if (isUniqueViolation(error)) throw tinTaken();
        throw error;
      }
    },

    /** The user's entity and active membership, or null (no entity, or a request still waiting). */
    forUser: (userId: string) => membershipOfUser(repo, userId),

    /** The active members of an entity holding `right` (right 3: who may sign for it), main_admin included. */
    async membersWithRight(entityId: string, right: CompanyRight): Promise<string[]> {
      if (!(await repo.find(entityId))) return [];
      const people = await repo.members(entityId);
      return people.filter((person) => hasRight(rightsOf(person), right)).map((person) => person.userId);
    },

    /** An entity by id, or null. */
    get: (entityId: string): Promise<LegalEntityApi | null> => entityById(repo, entityId),
  };
}

export type LegalEntitiesService = ReturnType<typeof legalEntitiesService>;
