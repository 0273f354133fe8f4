import en from '../i18n/en/tasks.json';
import { defineNamespace } from '../i18n/namespaces';
import ru from '../i18n/ru/tasks.json';

/** Composer orders: /tasks/{role}, the commission dialog and the order's actions. */
const strings = defineNamespace('tasks', { en, ru });

export type TasksT = ReturnType<typeof strings.useT>;
export const useTasksT = strings.useT;
