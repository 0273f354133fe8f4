import {
  DATA_BUCKET_ATTR,
  DATA_CONTAINER_ATTR,
  DATA_PRIORITY_ATTR,
  getStyleSheetKey,
  type GriffelRenderer,
} from '@griffel/core';

/**
 * The styles of a page drawn at build time (src/ui/app/prerender-page.tsx), one rule a line.
 *
 * Griffel keys its renderer's insertion cache by each rule's exact text, so that a rule the page already
 * carries is not inserted again. Its own rehydration (`RendererProvider` with a document) gets those texts
 * back by parsing every <style> of the page with stylis, in the first render: on the sign-in page ~27 KB of
 * CSS, the longest task of its hydration (~100 ms of a 440 ms task at Lighthouse's 4× slowdown). The build
 * writes one rule a line instead (Griffel's rules never hold a line break; the build fails if one does),
 * and `rehydrateLineStyles` reads them back by splitting the text on line breaks.
 */
export const RULE_SEPARATOR = '\n';

/** The rules of one Griffel sheet as the page's <style> text, one a line; throws on a rule with a line break. */
export function joinRules(rules: readonly string[]): string {
  const broken = rules.find((rule) => rule.includes(RULE_SEPARATOR));
  if (broken)
    throw new Error(
      `a Griffel rule holds a line break, so the page's styles cannot be one a line: ${broken}`,
    );
  return rules.join(RULE_SEPARATOR);
}

/** Griffel's sheet for a <style> element already in the page (as Griffel's own rehydration registers it). */
function sheetOf(element: HTMLStyleElement): GriffelRenderer['stylesheets'][string] {
  const elementAttributes: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes)) elementAttributes[attribute.name] = attribute.value;
  return {
    elementAttributes,
    element,
    bucketName: elementAttributes[DATA_BUCKET_ATTR] as GriffelRenderer['stylesheets'][string]['bucketName'],
    insertRule: (rule: string) => element.sheet?.insertRule(rule, element.sheet.cssRules.length) ?? 0,
    cssRules: () => Array.from(element.sheet?.cssRules ?? [], (rule) => rule.cssText),
  };
}

/**
 * Fills `renderer`'s sheets and insertion cache from the page's Griffel <style> elements, written one rule a
 * line by the build, so the first render inserts none of them again. The renderer must then be given to
 * `RendererProvider` with `noServerStyles` as its document, or Griffel parses them all once more.
 */
export function rehydrateLineStyles(renderer: GriffelRenderer, target: Document): void {
  for (const element of Array.from(target.querySelectorAll<HTMLStyleElement>(`style[${DATA_BUCKET_ATTR}]`))) {
    const bucketName = element.getAttribute(DATA_BUCKET_ATTR) ?? '';
    const key = getStyleSheetKey(
      bucketName as GriffelRenderer['stylesheets'][string]['bucketName'],
      element.getAttribute(DATA_CONTAINER_ATTR) ?? (element.media || '0'),
      Number(element.getAttribute(DATA_PRIORITY_ATTR) ?? '0'),
    );
    renderer.stylesheets[key] ??= sheetOf(element);
    for (const rule of (element.textContent ?? '').split(RULE_SEPARATOR))
      if (rule) renderer.insertionCache[rule] = bucketName as GriffelRenderer['insertionCache'][string];
  }
}

/** A document without server styles: Griffel's `RendererProvider` finds nothing in it to parse again. */
export const noServerStyles = (): Document => document.implementation.createHTMLDocument('');
