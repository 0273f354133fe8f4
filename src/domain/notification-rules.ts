import type { AccountRole } from './roles';
import { LEGAL_ENTITY_NOTIFICATION_SUBTYPE } from './legal-entities/notifications';
import { isProfileRole } from './roles';
import { links } from './routes';
import { TASK_NOTIFICATION_SUBTYPE } from './tasks/rules';

/**
 * Notification rules shared by server and client (docs/product.md §3, §4 Notifications, §9); ./notifications.ts
 * re-exports them beside the zod schemas of the wire answers.
 */
export const notificationTypes = ['System', 'News', 'Chat', 'Proposal', 'Contract'] as const;
export type NotificationType = (typeof notificationTypes)[number];

const projectSubTypes = [
  'Add Project Role',
  'Change Project Role',
  'Remove Project Role',
  'Change Project',
  'Change Project Status',
] as const;
export const proposalSubTypes = [
  'Change Proposal Status',
  'Change Proposal',
  'Change Proposal Condition',
] as const;

const documentSubTypes = ['Change Document Status', 'Document Updated'] as const;

export const notificationSubTypes = [
  'New Message',
  ...projectSubTypes,
  ...proposalSubTypes,
  ...documentSubTypes,
  'Change Workspace',
  'Change Workspace Status',
] as const;
export type NotificationSubType = (typeof notificationSubTypes)[number];

export const NOTIFICATIONS_PAGE_SIZE = 16;
export const NOTIFICATION_ROW_HEIGHT = 112;
const NOTIFICATION_LIST_MAX_HEIGHT = 258;

type NotificationAction = 'openProject' | 'openProposal' | 'openTasks';

const isIn = (list: readonly string[], value: string) => list.includes(value);

/**
 * The snackbar action of a notification: project subTypes open the project, proposal subTypes the
 * proposal, a composer order's change the role's composer orders (/tasks/{role}).
 */
export function notificationAction(subType: string, role: AccountRole): NotificationAction | null {
  if (role === 'admin') return null;
  if (isIn(projectSubTypes, subType)) return 'openProject';
  if (isIn(proposalSubTypes, subType)) return 'openProposal';
  if (subType === TASK_NOTIFICATION_SUBTYPE) return 'openTasks';
  return null;
}

/**
 * Where clicking a notification goes, or null when it does not navigate. A customer opens the project
 * page or the proposal (/orders/customer/{orderId}). An owner is no member of the customer's project:
 * a request's "Change Project" (objectId the project) opens the request queue filtered to that project,
 * and "Open proposal" (objectId the order) opens the request queue on that order's lines
 * (/requests?order={orderId}). A document's status change opens the document
 * (/contracts/{role}?document={id}).
 */
export function notificationTarget(
  subType: string,
  objectId: string | null,
  role: AccountRole,
): string | null {
  if (!objectId || !isProfileRole(role)) return null;
  // A join request and its answer (docs/decisions/0015): the members and requests of the settings.
  if (subType === LEGAL_ENTITY_NOTIFICATION_SUBTYPE) return links.settings('roles');
  const action = notificationAction(subType, role);
  if (action === 'openProject')
    return role === 'owner' && subType === 'Change Project'
      ? links.requests(objectId)
      : links.project(objectId);
  if (action === 'openProposal')
    return role === 'owner' ? links.requestOrder(objectId) : links.orders(role, objectId);
  if (action === 'openTasks') return links.tasks(role);
  // A contract, supplement or act (objectId the document) opens over the role's contracts list.
  if (isIn(documentSubTypes, subType)) return links.contractDocument(role, objectId);
  return null;
}

/** Height of the notification list: 258 px once it holds more than 3 rows, else 112 px per row. */
export function notificationListHeight(count: number): number {
  return count > 3 ? NOTIFICATION_LIST_MAX_HEIGHT : Math.max(0, count) * NOTIFICATION_ROW_HEIGHT;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `yyyy-MM-dd hh:mm:ss` in local time, 24-hour clock; an unreadable date gives ''. */
export function formatNotificationDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
