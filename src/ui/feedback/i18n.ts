import en from '../i18n/en/feedback.json';
import { defineNamespace } from '../i18n/namespaces';
import ru from '../i18n/ru/feedback.json';

/** The support and feedback dialog. Keys keep their area prefix, as in the shell's `common` namespace. */
const strings = defineNamespace('feedback', { en, ru });

export const useFeedbackT = strings.useT;
