import type { TFunction } from 'i18next';
import { translateKey } from '../i18n';

/** The translated label of a navigation item key ('catalog' or 'nav.catalog'). */
export function navLabel(t: TFunction, key: string): string {
  return translateKey(t, key.startsWith('nav.') ? key : `nav.${key}`);
}
