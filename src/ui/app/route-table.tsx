import type { ComponentType } from 'react';
import { Redirect } from 'wouter';
import { links, type RouteName } from '../../domain/routes';
import { AdminHomePage } from '../admin/admin-home-page';
import { AlbumPage } from '../albums/album-page';
import { AlbumsSection } from '../albums/albums-section';
import { AllArtistsPage } from '../artists/all-artists-page';
import { ArtistPage } from '../artists/artist-page';
import { ArtistsPage } from '../artists/artists-page';
import { ArtistsSection } from '../artists/artists-section';
import { AdminLoginPage } from '../auth/admin-login-page';
import { ConfirmSignupPage } from '../auth/confirm-signup-page';
import { ForgotPasswordPage } from '../auth/forgot-password-page';
import { LoginPage } from '../auth/login-page';
import { ResetPasswordPage } from '../auth/reset-password-page';
import { SignupPage } from '../auth/signup-page';
import { CatalogPage } from '../catalog/catalog-page';
import { NotAvailablePage } from '../errors/not-available-page';
import { HomePage } from '../home/home-page';
import { ReferencePage, TermsPage } from '../legal/static-page';
import { LikedSongsPage } from '../library/liked-songs-page';
import { RecentlyPlayedPage } from '../library/recently-played-page';
import { RecentlyPlayedRow } from '../library/recently-played-row';
import { AlbumsPage } from '../owner-catalog/albums-page';
import { MyTracksPage } from '../owner-catalog/my-tracks-page';
import { ReleasesPage } from '../owner-catalog/releases-page';
import { PlaylistPage } from '../playlists/playlist-page';
import { PlaylistsPage } from '../playlists/playlists-page';
import { SettingsPage } from '../settings/settings-page';
import { SharedPlaylistPage } from '../shared-playlist/shared-playlist-page';

function AuthIndex() {
  return <Redirect to={links.login()} replace />;
}

// Features do not import each other; where one screen shows another feature's piece, the shell hands it in.
const catalogSections = { albums: AlbumsSection, artists: ArtistsSection };

function Catalog() {
  return <CatalogPage sections={catalogSections} />;
}

function Home() {
  return <HomePage recentlyPlayed={<RecentlyPlayedRow />} />;
}

/**
 * The screen of every route built so far; any route of the table missing here belongs to a later
 * capability and shows the page-not-available screen.
 */
const screens: Partial<Record<RouteName, ComponentType>> = {
  home: Home,
  auth: AuthIndex,
  login: LoginPage,
  signup: SignupPage,
  confirmSignup: ConfirmSignupPage,
  forgotPassword: ForgotPasswordPage,
  resetPassword: ResetPasswordPage,
  users: SettingsPage,
  admin: AdminHomePage,
  adminLogin: AdminLoginPage,
  terms: TermsPage,
  reference: ReferencePage,
  tracks: MyTracksPage,
  compositions: ReleasesPage,
  albums: AlbumsPage,
  album: AlbumPage,
  artists: ArtistsPage,
  artist: ArtistPage,
  allArtists: AllArtistsPage,
  allArtist: ArtistPage,
  catalog: Catalog,
  playlists: PlaylistsPage,
  playlist: PlaylistPage,
  sharedPlaylist: SharedPlaylistPage,
  liked: LikedSongsPage,
  history: RecentlyPlayedPage,
};

export const screenFor = (name: RouteName): ComponentType => screens[name] ?? NotAvailablePage;
