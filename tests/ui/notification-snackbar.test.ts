import { describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import { Observable, Subject } from 'rxjs';
import { links } from '../../src/domain/routes';
import { observableStore } from '../../src/ui/hooks/use-observable';
import {
  notificationsResources,
  notificationsTranslator,
  type NotificationsT,
} from '../../src/ui/notifications/i18n';
import { notificationSnackbar } from '../../src/ui/notifications/notification-snackbar';

const english: Record<string, string> = notificationsResources.en;
const t: NotificationsT = (key) => english[key] ?? key;

describe('notification snackbars (docs/product.md §4)', () => {
  it('offers Open project for project subTypes and navigates to the project', () => {
    const navigate = vi.fn();
    const options = notificationSnackbar(
      { subType: 'Change Project', message: 'Project changed', objectId: 'p1' },
      'customer',
      t,
      navigate,
    );
    expect(options).toMatchObject({ title: 'Project changed', type: 'info', actionTitle: 'Open project' });
    options.action?.();
    expect(navigate).toHaveBeenCalledWith(links.project('p1'));
  });

  it("offers Open proposal for proposal subTypes: the owner's queue on that order", () => {
    const navigate = vi.fn();
    const options = notificationSnackbar(
      { subType: 'Change Proposal Status', message: 'Proposal', objectId: 'o1' },
      'owner',
      t,
      navigate,
    );
    expect(options.actionTitle).toBe('Open proposal');
    options.action?.();
    expect(navigate).toHaveBeenCalledWith(links.requestOrder('o1'));
  });

  it("offers Open orders for a composer order's change, to the role's composer orders", () => {
    const navigate = vi.fn();
    const options = notificationSnackbar(
      { subType: 'Change Task Status', message: 'Accepted', objectId: 't1' },
      'customer',
      t,
      navigate,
    );
    expect(options.actionTitle).toBe('Open orders');
    options.action?.();
    expect(navigate).toHaveBeenCalledWith(links.tasks('customer'));
  });

  it('has no action for message, document and workspace subTypes, nor for admins', () => {
    const event = (subType: string) => ({ subType, message: 'm', objectId: 'x' });
    for (const subType of ['New Message', 'Document Updated', 'Change Workspace']) {
      expect(notificationSnackbar(event(subType), 'customer', t, vi.fn())).toEqual({
        title: 'm',
        type: 'info',
      });
    }
    expect(notificationSnackbar(event('Change Project'), 'admin', t, vi.fn())).toEqual({
      title: 'm',
      type: 'info',
    });
  });
});

describe('notification strings', () => {
  it('register as their own namespace in English and Russian', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'ru', fallbackLng: 'en', resources: {}, keySeparator: false, nsSeparator: false });
    expect(notificationsTranslator(i18n, 'ru')('bell')).toBe('Уведомления');
    const en = notificationsTranslator(i18n, 'en');
    expect(en('empty')).toBe('Nothing founded');
    expect(en('loadError', { message: 'boom' })).toBe('Error: boom');
    expect(notificationsTranslator(i18n, 'es')('allRead')).toBe('All read');
    expect(Object.keys(notificationsResources.ru).sort()).toEqual(
      Object.keys(notificationsResources.en).sort(),
    );
  });
});

describe('observable store behind useObservableState', () => {
  it('shares one subscription between listeners and drops it with the last one', () => {
    let subscriptions = 0;
    let active = 0;
    const subject = new Subject<number>();
    const source = new Observable<number>((subscriber) => {
      subscriptions += 1;
      active += 1;
      const inner = subject.subscribe(subscriber);
      return () => {
        active -= 1;
        inner.unsubscribe();
      };
    });
    const store = observableStore(source, 0);
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = store.subscribe(first);
    const stopSecond = store.subscribe(second);
    expect(subscriptions).toBe(1);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    subject.next(5);
    expect(store.getSnapshot()).toEqual({ value: 5, error: undefined });
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
    stopFirst();
    expect(active).toBe(1);
    stopSecond();
    expect(active).toBe(0);
  });

  it('keeps the last value and exposes the error when the source fails', () => {
    const subject = new Subject<number>();
    const store = observableStore(subject, 1);
    store.subscribe(() => undefined);
    subject.next(2);
    subject.error(new Error('boom'));
    expect(store.getSnapshot().value).toBe(2);
    expect((store.getSnapshot().error as Error).message).toBe('boom');
  });
});
