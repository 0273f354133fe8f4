import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { NotificationDocType } from '../../src/db';
import { useNotificationsT, type NotificationsT } from '../../src/ui/notifications/i18n';
import { NotificationRow } from '../../src/ui/notifications/notification-row';
import { notificationSnackbar } from '../../src/ui/notifications/notification-snackbar';
import { i18nReady } from '../../src/ui/i18n';
import { renderUi } from './support/render';

const chat: NotificationDocType = {
  id: 'n1',
  type: 'Chat',
  subType: 'New Message',
  message: 'New message in "Гавань" from Oleg Owner: Привет',
  messageKey: 'chat.newMessage',
  params: { name: 'Гавань', author: 'Oleg Owner', text: 'Привет' },
  objectId: 'p1',
  read: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
  seq: 1,
};

/** Written before keys were stored: only its English text. */
const older: NotificationDocType = {
  ...chat,
  id: 'n0',
  subType: 'Change Task Status',
  message: 'Your composer order "Theme" was accepted.',
  messageKey: null,
  params: {},
};

/** An admin's own words: no key, and no template they came from. */
const news: NotificationDocType = { ...older, id: 'n2', subType: 'News', message: 'Maintenance tonight' };

function Bell({ items, onT }: { items: NotificationDocType[]; onT?: (t: NotificationsT) => void }) {
  const t = useNotificationsT();
  onT?.(t);
  return (
    <ul>
      {items.map((item) => (
        <NotificationRow key={item.id} notification={item} t={t} onOpen={() => undefined} />
      ))}
    </ul>
  );
}

describe("the bell speaks the reader's language (issue 26 §1)", () => {
  it('shows a Russian title and text for a keyed notification and an old one, and an admin text as written', async () => {
    await renderUi(<Bell items={[chat, older, news]} />, { language: 'ru' });
    await i18nReady();
    const rows = await screen.findAllByRole('button');
    expect(rows[0]!.textContent).toContain('Новое сообщение');
    expect(rows[0]!.textContent).toContain('Новое сообщение в «Гавань» от Oleg Owner: Привет');
    expect(rows[0]!.textContent).not.toContain('New message');
    expect(rows[1]!.textContent).toContain('Статус заказа композитору изменён');
    expect(rows[1]!.textContent).toContain('Ваш заказ композитору «Theme» принят.');
    expect(rows[2]!.textContent).toContain('Новости');
    expect(rows[2]!.textContent).toContain('Maintenance tonight');
  });

  it('shows the same notification in English to an English reader', async () => {
    await renderUi(<Bell items={[chat]} />, { language: 'en' });
    const row = await screen.findByRole('button');
    expect(row!.textContent).toContain('New message in "Гавань" from Oleg Owner: Привет');
  });

  it("titles the live snackbar from the event's key in Russian", async () => {
    let t: NotificationsT | null = null;
    await renderUi(<Bell items={[]} onT={(bound) => (t = bound)} />, { language: 'ru' });
    await i18nReady();
    const event = {
      subType: chat.subType,
      message: chat.message,
      messageKey: chat.messageKey,
      params: chat.params,
      objectId: 'p1',
    };
    expect(notificationSnackbar(event, 'customer', t!, vi.fn()).title).toBe(
      'Новое сообщение в «Гавань» от Oleg Owner: Привет',
    );
  });
});
