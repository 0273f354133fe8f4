import type { Language, ProfileRole } from './roles';
import { publicPathPrefixes } from './routes';

/** How long the bot link's copy button shows "Copied" (docs/product.md §9). */
export const COPIED_TOOLTIP_MS = 3000;
/** Default snackbar duration (docs/product.md §3). */
export const SNACKBAR_DURATION_MS = 5000;
/** Persisted search history expires after 24 hours (docs/product.md §4, §9). */
export const SEARCH_HISTORY_TTL_MS = 86_400_000;

type EnvironmentLabel = 'preprod' | 'prod' | 'dev';

/** The footer's environment label: preprod on a 'demo' address, prod on a 'prod' one, else dev (docs/product.md §2). */
export function environmentLabel(href: string): EnvironmentLabel {
  if (href.includes('demo')) return 'preprod';
  if (href.includes('prod')) return 'prod';
  return 'dev';
}

const segmentsOf = (pathname: string) => pathname.split(/[?#]/, 1)[0]!.split('/').filter(Boolean);

/** Areas whose second segment names the role: /catalog/owner, /edo/customer, … */
const roleScopedAreas = [
  'catalog',
  'playlists',
  'contracts',
  'edo',
  'payments',
  'orders',
  'proposals',
  'tasks',
];
const ownerOnlyAreas = ['tracks', 'compositions', 'requests', 'albums'];
const customerOnlyAreas = ['projects', 'workspace'];

/** The role a first page load implies: owner or customer areas set it, other paths do not (docs/product.md §2). */
export function roleFromPath(pathname: string): ProfileRole | null {
  const [area, role] = segmentsOf(pathname);
  if (!area) return null;
  if (roleScopedAreas.includes(area) && (role === 'owner' || role === 'customer')) return role;
  if (ownerOnlyAreas.includes(area)) return 'owner';
  if (customerOnlyAreas.includes(area)) return 'customer';
  return null;
}

const edgeAreas = ['catalog', 'projects', 'workspace', 'requests'];
const inEdgeArea = (pathname: string) => edgeAreas.includes(segmentsOf(pathname)[0] ?? '');

/** The footer is hidden on the catalog, projects, workspace and requests pages (docs/product.md §2). */
export function footerHidden(pathname: string): boolean {
  return inEdgeArea(pathname);
}

/** On the same pages the player sits at the bottom edge of the screen (docs/product.md §2 Player and footer). */
export function playerAtBottomEdge(pathname: string): boolean {
  return inEdgeArea(pathname);
}

const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ru';

/**
 * The initial language, docs/design.md §5 reading B: the stored choice, else the first browser language
 * that is ru or en (regional variants count), else en.
 */
export function defaultLanguage(input: {
  stored?: string | null;
  browserLanguages?: readonly string[];
}): Language {
  if (isLanguage(input.stored)) return input.stored;
  for (const tag of input.browserLanguages ?? []) {
    const primary = tag.trim().toLowerCase().split(/[-_]/, 1)[0];
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** Whether anyone may open the path without signing in (docs/product.md §2 public paths). */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.split(/[?#]/, 1)[0]!;
  return publicPathPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
