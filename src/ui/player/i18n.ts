import en from '../i18n/en/player.json';
import ru from '../i18n/ru/player.json';
import { defineNamespace, type NamespaceKey } from '../i18n/namespaces';

/** The player's strings. */
export const playerStrings = defineNamespace('player', { en, ru });

export type PlayerKey = NamespaceKey<'player'>;
export const usePlayerT = playerStrings.useT;
