export const accountRoles = ['customer', 'owner', 'admin'] as const;
export type AccountRole = (typeof accountRoles)[number];

/** Roles a person can pick at signup and switch between in the avatar menu. */
export const profileRoles = ['customer', 'owner'] as const;
export type ProfileRole = (typeof profileRoles)[number];

export const languages = ['en', 'ru'] as const;
export type Language = (typeof languages)[number];

export const isProfileRole = (value: unknown): value is ProfileRole =>
  typeof value === 'string' && (profileRoles as readonly string[]).includes(value);
export const isAccountRole = (value: unknown): value is AccountRole =>
  typeof value === 'string' && (accountRoles as readonly string[]).includes(value);
