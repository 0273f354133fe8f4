/** The subType of the notifications about join requests and their answers; they open the roles tab. */
export const LEGAL_ENTITY_NOTIFICATION_SUBTYPE = 'Legal Entity Member';
