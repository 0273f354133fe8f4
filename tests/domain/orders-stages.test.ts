import { describe, expect, it } from 'vitest';
import type { DocumentKind, DocumentStatus } from '../../src/domain/contracts';
import { entryStages, lineStage, orderStage, type StagedDocument } from '../../src/domain/orders';

let clock = 0;
const doc = (
  id: string,
  kind: DocumentKind,
  status: DocumentStatus,
  entryIds: string[],
  overrides: Partial<StagedDocument> = {},
): StagedDocument => ({
  id,
  kind,
  status,
  contractId: null,
  createdAt: `2026-11-2${Math.min(9, clock++)}T10:00:00.000Z`,
  lines: entryIds.map((entryId) => ({ entryId })),
  ...overrides,
});

const stageOf = (documents: StagedDocument[], entryId = 'e1') => entryStages(documents).get(entryId) ?? null;

describe('statuses to the end (docs/licensing.md §6, issue 26 §3)', () => {
  it('follows a contract from EDO through signing, payment and its act to completion', () => {
    const chain: [DocumentStatus, DocumentStatus | null, string][] = [
      ['draft', null, 'sended_edo'],
      ['signed_owner', null, 'signed_owner'],
      ['signed_customer', null, 'signed_customer'],
      ['signed_completed', null, 'completed_signing'],
      ['finalized', null, 'finalized'],
      ['finalized', 'draft', 'finalized'],
      ['finalized', 'act_signed_owner', 'act_signed_owner'],
      ['finalized', 'act_signed_customer', 'act_signed_customer'],
      ['completed', 'completed', 'project_completed'],
    ];
    for (const [contract, act, expected] of chain) {
      const documents = [doc('c1', 'contract', contract, ['e1'])];
      if (act) documents.push(doc('a1', 'act', act, ['e1'], { contractId: 'c1' }));
      expect(stageOf(documents), `${contract} / ${act ?? 'no act'}`).toBe(expected);
    }
  });

  it('names nothing for a rejected contract, and the newer contract wins', () => {
    const rejected = doc('c1', 'contract', 'rejected', ['e1']);
    expect(stageOf([rejected])).toBeNull();
    expect(stageOf([rejected, doc('c2', 'contract', 'signed_owner', ['e1'])])).toBe('signed_owner');
  });

  it('gives a supplement’s added tracks its signatures, then its contract’s stage; re-termed lines keep theirs', () => {
    const contract = doc('c1', 'contract', 'finalized', ['e1']);
    const adding = (status: DocumentStatus) =>
      doc('s1', 'supplement', status, ['e2'], {
        contractId: 'c1',
        lines: [{ entryId: 'e2' }, { entryId: 'e1', change: { previousTerms: {} } }],
      });
    expect(stageOf([contract, adding('draft')], 'e2')).toBe('sended_edo');
    expect(stageOf([contract, adding('signed_supplement_customer')], 'e2')).toBe('signed_customer');
    expect(stageOf([contract, adding('completed')], 'e2')).toBe('finalized');
    expect(stageOf([contract, adding('draft')], 'e1')).toBe('finalized');
    const signedOnly = doc('c1', 'contract', 'signed_completed', ['e1']);
    expect(stageOf([signedOnly, adding('completed')], 'e2')).toBe('completed_signing');
    expect(stageOf([contract, adding('rejected')], 'e2')).toBeNull();
  });

  it('reads an approved line’s stage only, and the order’s as its slowest contracted line', () => {
    const stages = entryStages([
      doc('c1', 'contract', 'finalized', ['e1']),
      doc('c2', 'contract', 'signed_owner', ['e2']),
    ]);
    expect(lineStage({ entryId: 'e1', status: 'approved' }, stages)).toBe('finalized');
    expect(lineStage({ entryId: 'e1', status: 'rejected' }, stages)).toBeNull();
    const lines = [
      { entryId: 'e1', status: 'approved' },
      { entryId: 'e2', status: 'approved' },
      { entryId: 'e3', status: 'rejected' },
    ];
    expect(orderStage({ status: 'approved_partially', lines }, stages)).toBe('signed_owner');
    expect(orderStage({ status: 'approved_partially', lines }, stages, true)).toBe('archived');
    // An approved line still outside a contract keeps the proposal's status: "approved in part" is still true.
    const open = [...lines, { entryId: 'e4', status: 'approved' }];
    expect(orderStage({ status: 'approved_partially', lines: open }, stages)).toBe('approved_partially');
    expect(orderStage({ status: 'pending', lines: [] }, stages)).toBe('pending');
  });
});
