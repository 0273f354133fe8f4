import type { EntryStatus, SceneType, UsageType } from '../../../domain/projects';
import en from '../../i18n/en/workspace.json';
import { libraryStrings } from '../../i18n/library';
import { defineNamespace } from '../../i18n/namespaces';
import ru from '../../i18n/ru/workspace.json';

/** The workspace screen; the strings it shares with the library (track rows, Undo) come from its namespace. */
const strings = defineNamespace('workspace', { en, ru }, libraryStrings);

export type WorkspaceT = ReturnType<typeof strings.useT>;
export const useWorkspaceT = strings.useT;
export const workspaceTranslator = strings.translator;

export const sceneTypeKey = (type: SceneType) => `sceneType.${type}` as const;
export const usageKey = (type: UsageType) => `usage.${type}` as const;
export const statusKey = (status: EntryStatus) => `status.${status}` as const;
