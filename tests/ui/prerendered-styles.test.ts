import { describe, expect, it } from 'vitest';
import { createDOMRenderer } from '@griffel/react';
import { joinRules, rehydrateLineStyles } from '../../src/ui/app/prerendered-styles';

/**
 * The styles of a prerendered page are written one rule a line (src/ui/app/prerender-page.tsx) and read back
 * by splitting the lines (src/ui/main.tsx), so the first render inserts none of them a second time.
 */
const rules = ['.fabc{color:red;}', '.fdef{display:flex;}', '.fghi:hover{color:blue;}'];

function pageWithStyles(css: string): Document {
  const page = document.implementation.createHTMLDocument('');
  const style = page.createElement('style');
  style.setAttribute('data-make-styles-bucket', 'd');
  style.setAttribute('data-priority', '0');
  style.textContent = css;
  page.head.append(style);
  return page;
}

describe('prerendered styles, one rule a line', () => {
  it('joins rules with line breaks and refuses a rule that holds one', () => {
    expect(joinRules(rules)).toBe(rules.join('\n'));
    expect(() => joinRules(['.a{content:"x\ny";}'])).toThrow(/line break/);
  });

  it("fills the renderer from the page's <style>, so its rules are not inserted again", () => {
    const page = pageWithStyles(joinRules(rules));
    const renderer = createDOMRenderer(page);
    rehydrateLineStyles(renderer, page);
    expect(Object.keys(renderer.insertionCache).sort()).toEqual([...rules].sort());
    expect(Object.values(renderer.insertionCache)).toEqual(['d', 'd', 'd']);

    const element = page.head.querySelector('style')!;
    const inserted: string[] = [];
    const sheet = renderer.stylesheets['d0']!;
    expect(sheet.element).toBe(element);
    const insertRule = sheet.insertRule.bind(sheet);
    sheet.insertRule = (rule: string) => (inserted.push(rule), insertRule(rule));

    // A rule the page has is skipped; a new one goes into the page's own <style> of its bucket.
    renderer.insertCSSRules({ d: [rules[0]!, '.fnew{margin:0;}'] });
    expect(inserted).toEqual(['.fnew{margin:0;}']);
    expect(page.head.querySelectorAll('style')).toHaveLength(1);
  });

  it('without it, the same page has every rule inserted again', () => {
    const page = pageWithStyles(joinRules(rules));
    const renderer = createDOMRenderer(page);
    renderer.insertCSSRules({ d: [rules[0]!] });
    expect(page.head.querySelectorAll('style')).toHaveLength(2);
  });
});
