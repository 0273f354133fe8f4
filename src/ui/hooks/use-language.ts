import { useSyncExternalStore } from 'react';
import { useServices } from './services';

/** The chosen language, whether the chooser dialog is open, and the store that changes them. */
export function useLanguage() {
  const { language } = useServices();
  const state = useSyncExternalStore(language.subscribe, language.getSnapshot, language.getSnapshot);
  return { language: state.language, modalOpen: state.modalOpen, store: language };
}
