/** A UUID in its canonical text form (any version; case-insensitive), as ids of every entity are. */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a path or a document may be an id: anything else cannot name a row. */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
