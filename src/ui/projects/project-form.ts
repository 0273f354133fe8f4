import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  kopecksToRubles,
  projectFieldsSchema,
  rublesToKopecks,
  type Media,
  type ProjectFields,
  type ProjectFieldsInput,
  type ProjectType,
} from '../../domain/projects';
import type { PlaylistColor } from '../../domain/library';
import type { ProjectDocType } from '../../db';

/**
 * The project form's values: what the user types. Budgets are roubles as text and become kopecks before
 * the server's own schema (`projectFieldsSchema`) checks the whole form.
 */
export interface ProjectFormValues {
  name: string;
  description: string;
  type: ProjectType | '';
  budgetMin: string;
  budgetMax: string;
  director: string;
  episodesCount: string;
  seasons: string;
  platforms: Media[];
  production: string;
  productionYear: string;
  brand: string;
  coverColor: PlaylistColor | null;
}

export const projectFormFields = [
  'name',
  'description',
  'type',
  'budgetMin',
  'budgetMax',
  'director',
  'episodesCount',
  'seasons',
  'platforms',
  'production',
  'productionYear',
  'brand',
  'coverColor',
] as const satisfies readonly (keyof ProjectFormValues)[];

const text = (value: number | null) => (value === null ? '' : String(value));

/** The form's starting values: the project's, or blank for a new one. */
export function projectFormDefaults(project: ProjectDocType | null): ProjectFormValues {
  return {
    name: project?.name ?? '',
    description: project?.description ?? '',
    type: project?.type ?? '',
    budgetMin: project?.budgetMin === null || !project ? '' : kopecksToRubles(project.budgetMin),
    budgetMax: project?.budgetMax === null || !project ? '' : kopecksToRubles(project.budgetMax),
    director: project?.director ?? '',
    episodesCount: text(project?.episodesCount ?? null),
    seasons: text(project?.seasons ?? null),
    platforms: project?.platforms ?? [],
    production: project?.production ?? '',
    productionYear: text(project?.productionYear ?? null),
    brand: project?.brand ?? '',
    coverColor: project?.coverColor ?? null,
  };
}

type BudgetField = 'budgetMin' | 'budgetMax';

/** The payload of the form's values (roubles → kopecks), with the budget fields that were not amounts. */
export function toProjectInput(values: ProjectFormValues): {
  input: ProjectFieldsInput;
  badBudget: BudgetField[];
} {
  const badBudget: BudgetField[] = [];
  const kopecks = (field: BudgetField) => {
    const typed = values[field].trim();
    if (typed === '') return null;
    const amount = rublesToKopecks(typed);
    if (amount === null) badBudget.push(field);
    return amount;
  };
  const input: ProjectFieldsInput = {
    ...values,
    type: values.type === '' ? undefined : values.type,
    budgetMin: kopecks('budgetMin'),
    budgetMax: kopecks('budgetMax'),
  } as ProjectFieldsInput;
  return { input, badBudget };
}

/**
 * react-hook-form's resolver: the server's schema over the converted values; its messages are catalogue
 * keys, `budgetMessage` is the (translated) text for a budget that is no amount of roubles.
 */
export const projectFormResolver =
  (budgetMessage: string): Resolver<ProjectFormValues, unknown, ProjectFields> =>
  (values) => {
    const { input, badBudget } = toProjectInput(values);
    const result = projectFieldsSchema.safeParse(input);
    const errors: FieldErrors<ProjectFormValues> = {};
    for (const field of badBudget) errors[field] = { type: 'format', message: budgetMessage };
    if (!result.success) {
      for (const issue of result.error.issues) {
        const field = projectFormFields.find((name) => name === issue.path[0]);
        if (field && !errors[field]) errors[field] = { type: 'validation', message: issue.message };
      }
    }
    if (Object.keys(errors).length > 0 || !result.success) return { values: {}, errors };
    return { values: result.data, errors: {} };
  };
