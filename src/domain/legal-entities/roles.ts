/**
 * Company roles and rights (docs/licensing.md §5, docs/decisions/0015-legal-entities.md). Rights are
 * numbered as the licensing model numbers them; the signing right is right 3.
 */
export const companyRoles = ['main_admin', 'admin', 'editor', 'supervisor', 'manager'] as const;
export type CompanyRole = (typeof companyRoles)[number];

/** The roles a member is given on joining or later: main_admin belongs to the entity's creator alone. */
export const assignableRoles = ['admin', 'editor', 'supervisor', 'manager'] as const;
export type AssignableRole = (typeof assignableRoles)[number];

export const RIGHT_VIEW_DOCUMENTS = 1;
export const RIGHT_PREPARE_DOCUMENTS = 2;
export const RIGHT_SIGN_DOCUMENTS = 3;
export const RIGHT_MANAGE_PAYMENTS = 4;
export const RIGHT_MANAGE_MEMBERS = 5;

export const companyRights = [
  RIGHT_VIEW_DOCUMENTS,
  RIGHT_PREPARE_DOCUMENTS,
  RIGHT_SIGN_DOCUMENTS,
  RIGHT_MANAGE_PAYMENTS,
  RIGHT_MANAGE_MEMBERS,
] as const;
export type CompanyRight = (typeof companyRights)[number];

/** "All rights": 1–5. */
export const ALL_RIGHTS: readonly CompanyRight[] = companyRights;

/** The rights a role starts with when the accepting admin picks no others. */
export const defaultRights: Record<CompanyRole, readonly CompanyRight[]> = {
  main_admin: ALL_RIGHTS,
  admin: ALL_RIGHTS,
  editor: [RIGHT_VIEW_DOCUMENTS, RIGHT_PREPARE_DOCUMENTS],
  supervisor: [RIGHT_VIEW_DOCUMENTS, RIGHT_PREPARE_DOCUMENTS, RIGHT_SIGN_DOCUMENTS],
  manager: [RIGHT_VIEW_DOCUMENTS, RIGHT_MANAGE_PAYMENTS],
};

export const memberStatuses = ['active', 'pending'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

/** What the rights helpers need to know of a member. */
export interface MemberRights {
  role: CompanyRole;
  rights: readonly number[];
  status: MemberStatus;
}

/** Whether an active member holds right `right`; the main_admin holds them all. */
export function hasRight(member: MemberRights | null | undefined, right: CompanyRight): boolean {
  if (!member || member.status !== 'active') return false;
  return member.role === 'main_admin' || member.rights.includes(right);
}

/** Whether the member may sign documents for the entity (right 3). */
export const canSign = (member: MemberRights | null | undefined): boolean =>
  hasRight(member, RIGHT_SIGN_DOCUMENTS);

/**
 * Whether the member may request licences for the entity, naming it the customer party of the contracts
 * made from the request (docs/licensing.md §3 "Order"): the right to prepare documents (right 2), which
 * the main_admin holds as every right (docs/decisions/0034-the-order-names-the-licensee.md).
 */
export const canRequestFor = (member: { role: string; rights: readonly number[] } | null | undefined) =>
  !!member && (member.role === 'main_admin' || member.rights.includes(RIGHT_PREPARE_DOCUMENTS));

/** Whether the member may accept, decline and change members and edit the entity (right 5). */
export const canManageMembers = (member: MemberRights | null | undefined): boolean =>
  hasRight(member, RIGHT_MANAGE_MEMBERS);

/** Rights sorted, repeats and unknown numbers dropped. */
export const normalizeRights = (rights: readonly number[]): CompanyRight[] =>
  companyRights.filter((right) => rights.includes(right));

export const hasAllRights = (rights: readonly number[]): boolean =>
  companyRights.every((right) => rights.includes(right));
