/**
 * React keys ("slots") for the rows of a virtualised list, by the ids of the tracks now in view: a track
 * that was in view keeps its slot (its row element only moves), a track coming into view takes a slot a
 * track that left gave up, then a new one. A new result re-renders the rows that show another track and
 * mounts none while the window keeps its size. `previous` is the last call's `byId`.
 */
export function rowSlots(
  previous: ReadonlyMap<string, number>,
  ids: readonly string[],
): { slots: number[]; byId: Map<string, number> } {
  const kept: (number | undefined)[] = ids.map((id) => previous.get(id));
  const taken = new Set<number>();
  kept.forEach((slot, i) => {
    // The same id twice in view: the second takes another slot.
    if (slot === undefined || taken.has(slot)) kept[i] = undefined;
    else taken.add(slot);
  });
  const free = [...previous.values()].filter((slot) => !taken.has(slot));
  let next = Math.max(-1, ...previous.values()) + 1;
  const slots = kept.map((slot) => slot ?? free.shift() ?? next++);
  const byId = new Map<string, number>();
  ids.forEach((id, i) => {
    if (!byId.has(id)) byId.set(id, slots[i]!);
  });
  return { slots, byId };
}
