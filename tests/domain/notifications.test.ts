import { describe, expect, it } from 'vitest';
import {
  formatNotificationDate,
  notificationAction,
  notificationListHeight,
  notificationSubTypes,
  notificationTarget,
  NOTIFICATIONS_PAGE_SIZE,
} from '../../src/domain/notifications';
import { requestFilterFromSearchParams } from '../../src/domain/orders/queue';

const projectTypes = [
  'Add Project Role',
  'Change Project Role',
  'Remove Project Role',
  'Change Project',
  'Change Project Status',
];
const proposalTypes = ['Change Proposal Status', 'Change Proposal', 'Change Proposal Condition'];
const silentTypes = [
  'New Message',
  'Change Document Status',
  'Document Updated',
  'Change Workspace',
  'Change Workspace Status',
];

describe('notification subTypes (docs/product.md §3)', () => {
  it('lists the thirteen subTypes', () => {
    expect([...notificationSubTypes].sort()).toEqual(
      [...projectTypes, ...proposalTypes, ...silentTypes].sort(),
    );
  });
  it('pages by 16', () => expect(NOTIFICATIONS_PAGE_SIZE).toBe(16));
});

describe('notificationAction (docs/product.md §4)', () => {
  it.each(projectTypes)('%s opens the project', (subType) => {
    expect(notificationAction(subType, 'customer')).toBe('openProject');
    expect(notificationAction(subType, 'owner')).toBe('openProject');
  });
  it.each(proposalTypes)('%s opens the proposal', (subType) => {
    expect(notificationAction(subType, 'owner')).toBe('openProposal');
  });
  it.each(silentTypes)('%s has no action', (subType) => {
    expect(notificationAction(subType, 'customer')).toBeNull();
  });
  it('gives admins no action', () => {
    for (const subType of notificationSubTypes) expect(notificationAction(subType, 'admin')).toBeNull();
  });
  it('gives unknown subTypes no action', () => expect(notificationAction('System', 'customer')).toBeNull());
});

describe('notificationTarget (docs/product.md §4)', () => {
  it('sends project subTypes to the project', () => {
    expect(notificationTarget('Change Project', 'p1', 'customer')).toBe('/projects/p1');
    expect(notificationTarget('Add Project Role', 'p1', 'owner')).toBe('/projects/p1');
  });
  it('sends an owner’s request ("Change Project") to the request queue filtered to the project', () => {
    expect(notificationTarget('Change Project', 'p 1', 'owner')).toBe('/requests?project=p%201');
    expect(
      requestFilterFromSearchParams(
        new URL(`http://x${notificationTarget('Change Project', 'p1', 'owner')}`).searchParams,
      ).projectId,
    ).toBe('p1');
  });
  it('sends proposal subTypes to the customer’s proposal and to the owner’s queue on that order', () => {
    expect(notificationTarget('Change Proposal', 'x9', 'owner')).toBe('/requests?order=x9');
    expect(notificationTarget('Change Proposal Status', 'x9', 'customer')).toBe('/orders/customer/x9');
    expect(notificationTarget('Change Proposal Condition', 'x9', 'customer')).toBe('/orders/customer/x9');
    expect(notificationTarget('Change Proposal Status', 'x9', 'owner')).toBe('/requests?order=x9');
    expect(
      requestFilterFromSearchParams(
        new URL(`http://x${notificationTarget('Change Proposal Status', 'o 1', 'owner')}`).searchParams,
      ).orderId,
    ).toBe('o 1');
  });
  it('sends a composer order’s change to the role’s composer orders', () => {
    expect(notificationAction('Change Task Status', 'owner')).toBe('openTasks');
    expect(notificationTarget('Change Task Status', 't1', 'owner')).toBe('/tasks/owner');
    expect(notificationTarget('Change Task Status', 't1', 'customer')).toBe('/tasks/customer');
    expect(notificationTarget('Change Task Status', 't1', 'admin')).toBeNull();
  });
  it('sends document subTypes to the document over the role’s contracts list', () => {
    expect(notificationTarget('Change Document Status', 'd 1', 'customer')).toBe(
      '/contracts/customer?document=d%201',
    );
    expect(notificationTarget('Document Updated', 'd1', 'owner')).toBe('/contracts/owner?document=d1');
    expect(notificationTarget('Document Updated', 'd1', 'admin')).toBeNull();
  });
  it('does not navigate for other subTypes, admins or a missing object', () => {
    expect(notificationTarget('New Message', 'm1', 'customer')).toBeNull();
    expect(notificationTarget('Change Workspace', 'w1', 'owner')).toBeNull();
    expect(notificationTarget('Change Project', 'p1', 'admin')).toBeNull();
    expect(notificationTarget('Change Project', null, 'customer')).toBeNull();
  });
});

describe('notificationListHeight (docs/product.md §9)', () => {
  it.each([
    [0, 0],
    [1, 112],
    [2, 224],
    [3, 336],
    [4, 258],
    [40, 258],
  ])('%i items → %i px', (count, height) => expect(notificationListHeight(count)).toBe(height));
});

describe('formatNotificationDate', () => {
  it('formats local time as yyyy-MM-dd hh:mm:ss on a 24-hour clock', () => {
    const local = new Date(2025, 0, 5, 17, 4, 9);
    expect(formatNotificationDate(local.toISOString())).toBe('2025-01-05 17:04:09');
    expect(formatNotificationDate(new Date(2025, 11, 31, 0, 0, 0).toISOString())).toBe('2025-12-31 00:00:00');
  });
  it('gives an empty string for an unreadable date', () => expect(formatNotificationDate('nope')).toBe(''));
});
