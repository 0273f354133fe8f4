import { describe, expect, it } from 'vitest';
import { rowSlots } from '../../src/ui/catalog/row-slots';

describe('rowSlots', () => {
  it('numbers the rows of a first result in order', () => {
    expect(rowSlots(new Map(), ['a', 'b', 'c']).slots).toEqual([0, 1, 2]);
  });

  it('keeps the slot of a track still in view and gives a new track the slot of one that left', () => {
    const first = rowSlots(new Map(), ['a', 'b', 'c', 'd']);
    // b left, a new track x came in; c and d moved up.
    const second = rowSlots(first.byId, ['a', 'c', 'd', 'x']);
    expect(second.slots).toEqual([0, 2, 3, 1]);
  });

  it('opens new slots when the window grows, and never gives two rows one slot', () => {
    const first = rowSlots(new Map(), ['a', 'b']);
    const second = rowSlots(first.byId, ['c', 'b', 'd', 'e', 'b']);
    expect(second.slots[1]).toBe(1);
    expect(new Set(second.slots).size).toBe(5);
    expect(second.slots).toEqual([0, 1, 2, 3, 4]);
  });

  it('gives the same slots for the same ids', () => {
    const first = rowSlots(new Map(), ['a', 'b', 'c']);
    expect(rowSlots(first.byId, ['a', 'b', 'c']).slots).toEqual(first.slots);
  });
});
