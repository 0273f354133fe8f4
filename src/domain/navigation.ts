import type { ProfileRole } from './roles';
import { links } from './routes';

/** One navigation entry: its label key (under 'nav.') and where it leads. */
interface NavigationItem {
  key: `nav.${string}`;
  href: string;
}

const customerSections = (): NavigationItem[] => [
  { key: 'nav.projects', href: links.projects() },
  { key: 'nav.playlists', href: links.playlists('customer') },
  { key: 'nav.workspace', href: links.workspace() },
  { key: 'nav.contracts', href: links.contracts('customer') },
  { key: 'nav.catalog', href: links.catalog('customer') },
  { key: 'nav.edo', href: links.edo('customer') },
  { key: 'nav.payments', href: links.payments('customer') },
  { key: 'nav.proposals', href: links.orders('customer') },
  { key: 'nav.tasks', href: links.tasks('customer') },
];

const ownerSections = (): NavigationItem[] => [
  { key: 'nav.playlists', href: links.playlists('owner') },
  { key: 'nav.tracks', href: links.tracks() },
  { key: 'nav.compositions', href: links.compositions() },
  { key: 'nav.requests', href: links.requests() },
  { key: 'nav.contracts', href: links.contracts('owner') },
  { key: 'nav.catalog', href: links.catalog('owner') },
  { key: 'nav.proposals', href: links.orders('owner') },
  { key: 'nav.edo', href: links.edo('owner') },
  { key: 'nav.payments', href: links.payments('owner') },
  { key: 'nav.albums', href: links.albums() },
  { key: 'nav.tasks', href: links.tasks('owner') },
];

const headerKeys: Record<ProfileRole, NavigationItem['key'][]> = {
  customer: ['nav.catalog', 'nav.edo', 'nav.payments'],
  owner: ['nav.catalog', 'nav.requests', 'nav.edo', 'nav.payments'],
};

/** The role's section list (docs/product.md §2 Navigation), in spec order. */
export function navigationFor(role: ProfileRole): NavigationItem[] {
  return role === 'owner' ? ownerSections() : customerSections();
}

/** The header items of the role: customer Catalog, EDO, Payments; owner adds Requests. */
export function headerItemsFor(role: ProfileRole): NavigationItem[] {
  const sections = navigationFor(role);
  return headerKeys[role].map((key) => sections.find((item) => item.key === key)!);
}
