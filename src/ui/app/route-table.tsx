import { lazy, type ComponentType } from 'react';
import { Redirect } from 'wouter';
import { links, type RouteName } from '../../domain/routes';
import { NotAvailablePage } from '../errors/not-available-page';

type Module = Record<string, unknown>;

/**
 * A screen loaded the first time its route opens: `load` imports the feature's module, `name` picks the
 * export. Every screen is its own chunk, so the sign-in page carries none of the others.
 */
function screen<M extends Module>(load: () => Promise<M>, name: keyof M & string): ComponentType {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

function AuthIndex() {
  return <Redirect to={links.login()} replace />;
}

// Features do not import each other; where one screen shows another feature's piece, the shell hands it in.
const Catalog = lazy(async () => {
  const [{ CatalogPage }, { AlbumsSection }, { ArtistsSection }] = await Promise.all([
    import('../catalog/catalog-page'),
    import('../albums/albums-section'),
    import('../artists/artists-section'),
  ]);
  const sections = { albums: AlbumsSection, artists: ArtistsSection };
  return { default: () => <CatalogPage sections={sections} /> };
});

const Home = lazy(async () => {
  const [{ HomePage }, { RecentlyPlayedRow }] = await Promise.all([
    import('../home/home-page'),
    import('../library/recently-played-row'),
  ]);
  return { default: () => <HomePage recentlyPlayed={<RecentlyPlayedRow />} /> };
});

const ArtistPage = screen(() => import('../artists/artist-page'), 'ArtistPage');

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
  users: screen(() => import('../settings/settings-page'), 'SettingsPage'),
  admin: screen(() => import('../admin/admin-home-page'), 'AdminHomePage'),
  adminLogin: screen(() => import('../auth/admin-login-page'), 'AdminLoginPage'),
  terms: screen(() => import('../legal/static-page'), 'TermsPage'),
  reference: screen(() => import('../legal/static-page'), 'ReferencePage'),
  tracks: screen(() => import('../owner-catalog/my-tracks-page'), 'MyTracksPage'),
  compositions: screen(() => import('../owner-catalog/releases-page'), 'ReleasesPage'),
  albums: screen(() => import('../owner-catalog/albums-page'), 'AlbumsPage'),
  album: screen(() => import('../albums/album-page'), 'AlbumPage'),
  artists: screen(() => import('../artists/artists-page'), 'ArtistsPage'),
  artist: ArtistPage,
  allArtists: screen(() => import('../artists/all-artists-page'), 'AllArtistsPage'),
  allArtist: ArtistPage,
  catalog: Catalog,
  playlists: screen(() => import('../playlists/playlists-page'), 'PlaylistsPage'),
  playlist: screen(() => import('../playlists/playlist-page'), 'PlaylistPage'),
  sharedPlaylist: screen(() => import('../shared-playlist/shared-playlist-page'), 'SharedPlaylistPage'),
  projects: screen(() => import('../projects/projects-page'), 'ProjectsPage'),
  project: screen(() => import('../projects/project-page'), 'ProjectPage'),
  liked: screen(() => import('../library/liked-songs-page'), 'LikedSongsPage'),
  history: screen(() => import('../library/recently-played-page'), 'RecentlyPlayedPage'),
};

export const screenFor = (name: RouteName): ComponentType => screens[name] ?? NotAvailablePage;
