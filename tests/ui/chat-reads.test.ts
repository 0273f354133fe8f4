import { filter, firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { CHAT_READS_CHANNEL, createChatReads } from '../../src/ui/chat/chat-reads';

const channel = `${CHAT_READS_CHANNEL}-test`;

describe('read marks from another tab', () => {
  it('make every unread count of this tab ask again', async () => {
    const reads = createChatReads(channel);
    let now = -1;
    const subscription = reads.reads$.subscribe((count) => {
      now = count;
    });
    const before = now;
    expect(before).toBe(0);
    const otherTab = new BroadcastChannel(channel);
    try {
      const next = firstValueFrom(reads.reads$.pipe(filter((count) => count > before)));
      otherTab.postMessage({ threadId: 't1' });
      expect(await next).toBe(before + 1);
    } finally {
      otherTab.close();
      subscription.unsubscribe();
    }
  });

  it('a mark made here counts here and reaches the other tabs', async () => {
    const reads = createChatReads(channel);
    const otherTab = createChatReads(channel);
    const counts: number[] = [];
    const subscription = reads.reads$.subscribe((count) => counts.push(count));
    try {
      const heard = firstValueFrom(otherTab.reads$.pipe(filter((count) => count > 0)));
      reads.marked('t1');
      expect(counts).toEqual([0, 1]);
      expect(await heard).toBe(1);
    } finally {
      subscription.unsubscribe();
    }
  });
});
