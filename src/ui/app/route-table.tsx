import { lazy, useState, type ComponentType } from 'react';
import { Redirect } from 'wouter';
import { links, type RouteName } from '../../domain/routes';
import { importWhenReachable } from '../components/lazy-part';
import { NotAvailablePage } from '../errors/not-available-page';
import { OldProposalsAddress } from './old-addresses';

type Module = Record<string, unknown>;

/**
 * A screen loaded the first time its route opens: `load` imports the feature's module, `name` picks the
 * export. Every screen is its own chunk, so the sign-in page carries none of the others.
 */
function screen<M extends Module>(load: () => Promise<M>, name: keyof M & string): ComponentType {
  return preloadable(async () => ({ default: (await load())[name] as ComponentType }));
}

/** How each lazy screen loads, so its code can be asked for before the screen renders. */
const loaders = new WeakMap<ComponentType, () => Promise<unknown>>();

/**
 * A screen whose code loads once, shared by its preload and its render. A screen whose code is already
 * there when it mounts (preloaded while the session was asked for) renders at once instead of suspending:
 * a suspended screen shows the loading spinner, and React then holds the screen back until 300 ms after
 * the latest fallback of the page (the header's lazy parts show theirs on the same first render).
 */
function preloadable(load: () => Promise<{ default: ComponentType }>): ComponentType {
  let loading: Promise<{ default: ComponentType }> | null = null;
  let loaded: ComponentType | null = null;
  const loadOnce = () => {
    loading ??= importWhenReachable(load).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // The code stayed out of reach while online: a later render or preload asks again.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(loadOnce);
  function Screen() {
    // Chosen once per mount, so a screen never switches from one element to the other.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  loaders.set(Screen, loadOnce);
  return Screen;
}

function AuthIndex() {
  return <Redirect to={links.login()} replace />;
}

// Features do not import each other; where one screen shows another feature's piece, the shell hands it in.
const Catalog = preloadable(async () => {
  const [{ CatalogPage }, { AlbumsSection }, { ArtistsSection }] = await Promise.all([
    import('../catalog/catalog-page'),
    import('../catalog/albums/albums-section'),
    import('../catalog/artists/artists-section'),
  ]);
  const sections = { albums: AlbumsSection, artists: ArtistsSection };
  return { default: () => <CatalogPage sections={sections} /> };
});

const Home = preloadable(async () => {
  const [{ HomePage }, { RecentlyPlayedRow }] = await Promise.all([
    import('../catalog/home/home-page'),
    import('../library/recently-played-row'),
  ]);
  return { default: () => <HomePage recentlyPlayed={<RecentlyPlayedRow />} /> };
});

const ArtistPage = preloadable(async () => {
  const [{ ArtistPage: Artist }, { CommissionButton }] = await Promise.all([
    import('../catalog/artists/artist-page'),
    import('../tasks/task-dialog'),
  ]);
  return { default: () => <Artist Action={CommissionButton} /> };
});

const Project = preloadable(async () => {
  const [{ ProjectPage }, { ProjectCommissionButton }] = await Promise.all([
    import('../projects/project-page'),
    import('../tasks/owner-picker'),
  ]);
  return { default: () => <ProjectPage Commission={ProjectCommissionButton} /> };
});

const Tasks = preloadable(async () => {
  const [{ TasksPage }, { UploadDialog }] = await Promise.all([
    import('../tasks/tasks-page'),
    import('../catalog/owner/upload-dialog'),
  ]);
  return { default: () => <TasksPage UploadDialog={UploadDialog} /> };
});

const Settings = preloadable(async () => {
  const { SettingsPage } = await import('../users/settings-page');
  const panels = { documents: EntityDocuments };
  return { default: () => <SettingsPage panels={panels} /> };
});
// The documents tab is the contracts feature's; it loads when the tab first opens.
const EntityDocuments = lazy(async () => ({
  default: (await import('../contracts/entity-documents')).EntityDocuments,
}));

/**
 * The screen of every route built so far; any route of the table missing here belongs to a later
 * capability and shows the page-not-available screen.
 */
const screens: Partial<Record<RouteName, ComponentType>> = {
  home: Home,
  auth: AuthIndex,
  login: screen(() => import('../auth/login-page'), 'LoginPage'),
  signup: screen(() => import('../auth/signup-page'), 'SignupPage'),
  confirmSignup: screen(() => import('../auth/confirm-signup-page'), 'ConfirmSignupPage'),
  forgotPassword: screen(() => import('../auth/forgot-password-page'), 'ForgotPasswordPage'),
  resetPassword: screen(() => import('../auth/reset-password-page'), 'ResetPasswordPage'),
  users: Settings,
  admin: screen(() => import('../admin/admin-home-page'), 'AdminHomePage'),
  adminSection: screen(() => import('../admin/admin-home-page'), 'AdminHomePage'),
  adminLogin: screen(() => import('../auth/admin-login-page'), 'AdminLoginPage'),
  terms: screen(() => import('../legal/static-page'), 'TermsPage'),
  reference: screen(() => import('../legal/static-page'), 'ReferencePage'),
  tracks: screen(() => import('../catalog/owner/my-tracks-page'), 'MyTracksPage'),
  compositions: screen(() => import('../catalog/owner/releases-page'), 'ReleasesPage'),
  albums: screen(() => import('../catalog/owner/albums-page'), 'AlbumsPage'),
  album: screen(() => import('../catalog/albums/album-page'), 'AlbumPage'),
  artists: screen(() => import('../catalog/artists/artists-page'), 'ArtistsPage'),
  artist: ArtistPage,
  allArtists: screen(() => import('../catalog/artists/all-artists-page'), 'AllArtistsPage'),
  allArtist: ArtistPage,
  catalog: Catalog,
  playlists: screen(() => import('../library/playlists/playlists-page'), 'PlaylistsPage'),
  playlist: screen(() => import('../library/playlists/playlist-page'), 'PlaylistPage'),
  sharedPlaylist: screen(
    () => import('../library/shared-playlist/shared-playlist-page'),
    'SharedPlaylistPage',
  ),
  sharedProject: screen(() => import('../projects/shared-project/shared-project-page'), 'SharedProjectPage'),
  projects: screen(() => import('../projects/projects-page'), 'ProjectsPage'),
  project: Project,
  liked: screen(() => import('../library/liked-songs-page'), 'LikedSongsPage'),
  history: screen(() => import('../library/recently-played-page'), 'RecentlyPlayedPage'),
  workspace: screen(() => import('../projects/workspace/workspaces-page'), 'WorkspacesPage'),
  workspaceDetail: screen(() => import('../projects/workspace/workspace-page'), 'WorkspacePage'),
  orders: screen(() => import('../orders/proposals/proposals-page'), 'ProposalsPage'),
  proposals: OldProposalsAddress,
  requests: screen(() => import('../orders/requests/requests-page'), 'RequestsPage'),
  tasks: Tasks,
  contracts: screen(() => import('../contracts/contracts-page'), 'ContractsPage'),
  edo: screen(() => import('../contracts/contracts-page'), 'EdoPage'),
  payments: screen(() => import('../contracts/payments-page'), 'PaymentsPage'),
  statistics: screen(() => import('../statistics/statistics-page'), 'StatisticsPage'),
};

export const screenFor = (name: RouteName): ComponentType => screens[name] ?? NotAvailablePage;

/**
 * Starts loading a screen's code (the browser keeps the module, so the screen's own import finds it), e.g.
 * while the session is still being asked for; a failure is left to the screen's own import to show.
 * Resolves once the code is there (or failed to load).
 */
export function preloadScreen(name: RouteName): Promise<void> {
  const screen = screens[name];
  const load = screen && loaders.get(screen);
  return load
    ? load().then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve();
}
