import { describe, expect, it } from 'vitest';
import { recoverMessage } from '../../src/domain/message-recovery';
import { translate, type MessageKey } from '../../src/domain/messages';

/** The notices the server wrote before it kept keys, rendered in English as it did then. */
const written: [MessageKey, Record<string, string>][] = [
  ['chat.newMessage', { name: 'Harbour', author: 'Oleg Owner', text: 'See you at 5: the cut "B"' }],
  ['projects.memberAdded', { name: 'Harbour' }],
  ['tasks.accept', { title: 'Main theme' }],
  ['tasks.delivered', { track: 'Night drive', title: 'Main theme' }],
  ['orders.ownerRejected', { name: 'Harbour', reason: 'Not available this year.' }],
  ['admin.trackHidden', { title: 'Velvet', reason: 'Copyright claim' }],
  ['legalEntities.joinRequested', { name: 'Ann Lee', entity: 'Label LLC' }],
];

describe('old notifications matched back to their catalogue key (issue 26 §1)', () => {
  it.each(written)('recovers %s with its parameters', (key, params) => {
    const recovered = recoverMessage(translate('en', key, params));
    expect(recovered).not.toBeNull();
    // The same text again, whichever template of equal wording matched.
    expect(translate('en', recovered!.key, recovered!.params)).toBe(translate('en', key, params));
    expect(translate('ru', recovered!.key, recovered!.params)).toBe(translate('ru', key, params));
  });

  it("leaves an admin's own words and an unknown text alone", () => {
    expect(recoverMessage('Maintenance tonight')).toBeNull();
    expect(recoverMessage('')).toBeNull();
  });
});
