import 'i18next';
import type messages from '../../domain/locales/en.json';
import type admin from './en/admin.json';
import type albums from './en/albums.json';
import type artists from './en/artists.json';
import type auth from './en/auth.json';
import type botLink from './en/botLink.json';
import type browse from './en/browse.json';
import type catalog from './en/catalog.json';
import type catalogOptions from './en/catalogOptions.json';
import type chat from './en/chat.json';
import type common from './en/common.json';
import type contracts from './en/contracts.json';
import type feedback from './en/feedback.json';
import type home from './en/home.json';
import type language from './en/language.json';
import type legal from './en/legal.json';
import type legalEntities from './en/legalEntities.json';
import type library from './en/library.json';
import type notifications from './en/notifications.json';
import type ownerCatalog from './en/ownerCatalog.json';
import type player from './en/player.json';
import type playlists from './en/playlists.json';
import type projects from './en/projects.json';
import type proposals from './en/proposals.json';
import type requests from './en/requests.json';
import type settings from './en/settings.json';
import type tasks from './en/tasks.json';
import type statistics from './en/statistics.json';
import type sharedPlaylist from './en/sharedPlaylist.json';
import type sharedProject from './en/sharedProject.json';
import type workspace from './en/workspace.json';

/** Every namespace, typed from its English file; add a line here with each new namespace. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    fallbackNS: ['common', 'messages'];
    keySeparator: false;
    nsSeparator: false;
    resources: {
      common: typeof common;
      messages: typeof messages;
      admin: typeof admin;
      albums: typeof albums;
      artists: typeof artists;
      auth: typeof auth;
      botLink: typeof botLink;
      browse: typeof browse;
      catalog: typeof catalog;
      catalogOptions: typeof catalogOptions;
      chat: typeof chat;
      contracts: typeof contracts;
      feedback: typeof feedback;
      home: typeof home;
      language: typeof language;
      legal: typeof legal;
      legalEntities: typeof legalEntities;
      library: typeof library;
      notifications: typeof notifications;
      ownerCatalog: typeof ownerCatalog;
      player: typeof player;
      playlists: typeof playlists;
      projects: typeof projects;
      proposals: typeof proposals;
      requests: typeof requests;
      settings: typeof settings;
      tasks: typeof tasks;
      statistics: typeof statistics;
      sharedPlaylist: typeof sharedPlaylist;
      sharedProject: typeof sharedProject;
      workspace: typeof workspace;
    };
  }
}
