import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignatureTrail } from '../../src/ui/contracts/document-facts';
import { contractDoc, ownerUserId } from './support/contract-fixtures';
import { renderUi } from './support/render';
import { testUser } from './support/signed-in';

const signed = contractDoc({
  number: 'L-9',
  status: 'signed_completed',
  signatures: [
    {
      side: 'owner',
      userId: ownerUserId,
      signerName: 'Ivan Nord',
      entityId: 'e1',
      entityName: 'Nord Music LLC',
      signedAt: '2026-11-21T05:30:00.000Z',
      sha256: 'c'.repeat(64),
    },
    {
      side: 'customer',
      userId: testUser._id,
      signerName: 'Anna Tester',
      entityId: 'e2',
      entityName: 'Film Studio JSC',
      signedAt: '2026-11-21T06:45:00.000Z',
      sha256: 'd'.repeat(64),
    },
  ],
});

const display = (element: Element) => getComputedStyle(element).display;

/**
 * Issue 26 §2: on the contract page the signature blocks ran together ("…5:30 AMSHA-256 of the signed
 * bytes…"). Each signature is a block of its own, and in it the signer's line and the hash are blocks
 * one under the other, in either language.
 */
describe('the signature blocks of a document', () => {
  for (const language of ['en', 'ru'] as const)
    it(`sets each signature apart, its hash on a line of its own (${language})`, async () => {
      await renderUi(<SignatureTrail document={signed} />, { language });
      const items = within(screen.getByRole('list')).getAllByRole('listitem');
      expect(items.map((item) => item.getAttribute('data-side'))).toEqual(['owner', 'customer']);
      for (const [index, item] of items.entries()) {
        const [who, hash] = [...item.children];
        expect(item.children).toHaveLength(2);
        expect(who!.textContent).toContain(signed.signatures[index]!.signerName);
        expect(hash!.textContent).toContain(signed.signatures[index]!.sha256);
        expect(hash!.textContent).not.toContain(signed.signatures[index]!.signerName);
        // Blocks, not inline text: the date never runs into "SHA-256".
        expect(display(who!)).toBe('block');
        expect(display(hash!)).toBe('block');
        expect(display(item)).toBe('flex');
      }
      const documentHash = screen.getByText(new RegExp(signed.sha256));
      expect(display(documentHash)).toBe('block');
    });
});
