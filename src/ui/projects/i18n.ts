import en from '../i18n/en/projects.json';
import { defineNamespace } from '../i18n/namespaces';
import ru from '../i18n/ru/projects.json';

/** The projects list, the project page and their dialogs. */
const strings = defineNamespace('projects', { en, ru });

export type ProjectsT = ReturnType<typeof strings.useT>;
export const useProjectsT = strings.useT;
export const projectsTranslator = strings.translator;
