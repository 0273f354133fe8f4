import { firstValueFrom, filter } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CHAT_READS_CHANNEL, chatReads$ } from '../../src/ui/chat/use-chat';

describe('read marks from another tab', () => {
  it('make every unread count of this tab ask again', async () => {
    let now = 0;
    const subscription = chatReads$.subscribe((count) => {
      now = count;
    });
    const before = now;
    const otherTab = new BroadcastChannel(CHAT_READS_CHANNEL);
    try {
      const next = firstValueFrom(chatReads$.pipe(filter((count) => count > before)));
      otherTab.postMessage({ threadId: 't1' });
      expect(await next).toBe(before + 1);
    } finally {
      otherTab.close();
      subscription.unsubscribe();
    }
  });
});
