import type { ProfileRole } from './roles';

/**
 * Every route of docs/product.md §2 in one table, with link builders. Patterns use wouter syntax.
 * `access`: public (anyone), publicOnly (only signed out), private (signed in), admin.
 */
export type RouteAccess = 'public' | 'publicOnly' | 'private' | 'admin';

export const paths = {
  home: '/',
  auth: '/auth',
  login: '/auth/login',
  signup: '/auth/signup',
  confirmSignup: '/auth/confirm-signup',
  forgotPassword: '/auth/forgot-password',
  resetPassword: '/auth/reset-password',
  users: '/users/:tab?',
  admin: '/admin',
  adminLogin: '/admin/login',
  adminSection: '/admin/*',
  projects: '/projects',
  project: '/projects/:projectId',
  playlists: '/playlists/:role',
  playlist: '/playlists/:role/:playlistId',
  sharedPlaylist: '/shared-playlist/:playlistId',
  sharedProject: '/shared-project/:projectId',
  liked: '/liked',
  history: '/history',
  workspace: '/workspace',
  workspaceDetail: '/workspace/:projectId/:workspaceId',
  contracts: '/contracts/:role',
  tracks: '/tracks',
  compositions: '/compositions',
  orders: '/orders/:role/:orderId?',
  /** The old address of `orders`, kept so links in earlier mails and notifications still open (a redirect). */
  proposals: '/proposals/:role/:orderId?',
  albums: '/albums',
  album: '/albums/:albumId',
  artists: '/artists',
  artist: '/artists/:artistId',
  allArtists: '/all-artists',
  allArtist: '/all-artists/:artistId',
  requests: '/requests',
  statistics: '/statistics',
  tasks: '/tasks/:role',
  edo: '/edo/:role',
  payments: '/payments/:role',
  catalog: '/catalog/:role/:section?',
  terms: '/terms',
  reference: '/reference',
} as const;

export type RouteName = keyof typeof paths;

export const routeAccess: Record<RouteName, RouteAccess> = {
  home: 'private',
  auth: 'publicOnly',
  login: 'publicOnly',
  signup: 'publicOnly',
  confirmSignup: 'public',
  forgotPassword: 'publicOnly',
  resetPassword: 'public',
  users: 'private',
  admin: 'admin',
  adminLogin: 'publicOnly',
  adminSection: 'admin',
  projects: 'private',
  project: 'private',
  playlists: 'private',
  playlist: 'private',
  sharedPlaylist: 'public',
  sharedProject: 'public',
  liked: 'private',
  history: 'private',
  workspace: 'private',
  workspaceDetail: 'private',
  contracts: 'private',
  tracks: 'private',
  compositions: 'private',
  orders: 'private',
  proposals: 'private',
  albums: 'private',
  album: 'private',
  artists: 'private',
  artist: 'private',
  allArtists: 'private',
  allArtist: 'private',
  requests: 'private',
  statistics: 'private',
  tasks: 'private',
  edo: 'private',
  payments: 'private',
  catalog: 'private',
  terms: 'public',
  reference: 'public',
};

const enc = encodeURIComponent;

/** Link builders: the only way the UI makes an internal URL. */
export const links = {
  home: () => '/',
  /** The login screen; `next` is where a signed-out visitor was going (see `returnPath`). */
  login: (next?: string) => (next ? `${paths.login}?next=${enc(next)}` : paths.login),
  signup: () => paths.signup,
  forgotPassword: () => paths.forgotPassword,
  adminLogin: () => paths.adminLogin,
  admin: () => paths.admin,
  /** A section of the admin area: users, catalogue, notifications, companies, system, audit. */
  adminSection: (section: string) => `${paths.admin}/${enc(section)}`,
  settings: (tab: SettingsTab = 'main') => `/users/${enc(tab)}`,
  projects: () => paths.projects,
  project: (projectId: string) => `/projects/${enc(projectId)}`,
  playlists: (role: ProfileRole) => `/playlists/${role}`,
  playlist: (role: ProfileRole, playlistId: string) => `/playlists/${role}/${enc(playlistId)}`,
  sharedPlaylist: (token: string) => `/shared-playlist/${enc(token)}`,
  sharedProject: (token: string) => `/shared-project/${enc(token)}`,
  liked: () => paths.liked,
  history: () => paths.history,
  workspace: (projectId?: string, workspaceId?: string) =>
    projectId && workspaceId ? `/workspace/${enc(projectId)}/${enc(workspaceId)}` : paths.workspace,
  contracts: (role: ProfileRole) => `/contracts/${role}`,
  /** One contract, supplement or act, opened over the role's contracts list. */
  contractDocument: (role: ProfileRole, documentId: string) =>
    `/contracts/${role}?document=${enc(documentId)}`,
  tracks: () => paths.tracks,
  compositions: () => paths.compositions,
  /** The customer's orders and their proposals, or one order (docs/licensing.md §4); the owner's open the queue. */
  orders: (role: ProfileRole, orderId?: string) =>
    orderId ? `/orders/${role}/${enc(orderId)}` : `/orders/${role}`,
  albums: () => paths.albums,
  album: (albumId: string) => `/albums/${enc(albumId)}`,
  artists: () => paths.artists,
  artist: (artistId: string) => `/artists/${enc(artistId)}`,
  allArtists: () => paths.allArtists,
  allArtist: (artistId: string) => `/all-artists/${enc(artistId)}`,
  /**
   * The owner's request queue, filtered to a project (`project`, the queue's filter parameter of
   * src/domain/orders/queue/search-params.ts) when one is given.
   */
  requests: (projectId?: string) =>
    projectId ? `${paths.requests}?project=${enc(projectId)}` : paths.requests,
  /** The request queue showing one order's lines (the queue's `order` parameter). */
  requestOrder: (orderId: string) => `${paths.requests}?order=${enc(orderId)}`,
  statistics: () => paths.statistics,
  tasks: (role: ProfileRole) => `/tasks/${role}`,
  edo: (role: ProfileRole) => `/edo/${role}`,
  payments: (role: ProfileRole) => `/payments/${role}`,
  catalog: (role: ProfileRole, section?: string) =>
    section ? `/catalog/${role}/${enc(section)}` : `/catalog/${role}`,
  terms: () => paths.terms,
  reference: () => paths.reference,
};

export const settingsTabs = [
  'main',
  'change-password',
  'legal-entity',
  'documents',
  'performers',
  'roles',
] as const;
export type SettingsTab = (typeof settingsTabs)[number];

/** Paths anyone may open without signing in (docs/product.md §2). */
export const publicPathPrefixes = [
  '/auth',
  '/shared-playlist',
  '/shared-project',
  '/terms',
  '/reference',
  '/admin/login',
];

/**
 * Where to go after logging in, from the login screen's `next` parameter: a path of this app only (one
 * leading slash, no scheme or host, so a crafted link cannot send the user to another site), and never
 * back to a sign-in screen. Null means the home page.
 */
export function returnPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  let url: URL;
  try {
    url = new URL(next, 'http://app.invalid');
  } catch {
    return null;
  }
  if (
    url.host !== 'app.invalid' ||
    url.pathname === paths.adminLogin ||
    url.pathname === '/auth' ||
    url.pathname.startsWith('/auth/')
  )
    return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
