import en from '../i18n/en/player.json';
import ru from '../i18n/ru/player.json';
import { defineNamespace, type NamespaceKey, type NamespaceT } from '../i18n/namespaces';

/** The player's strings. */
const strings = defineNamespace('player', { en, ru });

export const playerResources = strings.bundles;
export type PlayerKey = NamespaceKey<'player'>;
export type PlayerT = NamespaceT<'player'>;
export const playerTranslator = strings.translator;
export const usePlayerT = strings.useT;
