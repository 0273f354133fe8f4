import { describe, expect, it } from 'vitest';
import { loadScriptsAfterPaint, scriptsAfterPaint } from '../../scripts/prerender-scripts';

/**
 * A prerendered page loads its scripts once it has been painted (scripts/prerender-scripts.ts): its HTML
 * carries no script tag, and a small script at the end of <body> adds the entry and its preloads.
 */
interface Page {
  prerender?: 'off';
  visibility?: DocumentVisibilityState;
}

function run(page: Page) {
  const added: {
    tag: string;
    rel?: string;
    type?: string;
    href?: string;
    src?: string;
    crossOrigin?: string;
  }[] = [];
  const frames: (() => void)[] = [];
  const timers: { callback: () => void; delay: number }[] = [];
  const document = {
    visibilityState: page.visibility ?? 'visible',
    documentElement: {
      getAttribute: (name: string) => (name === 'data-prerender' ? (page.prerender ?? null) : null),
    },
    createElement: (tag: string) => ({ tag }),
    head: { appendChild: (element: (typeof added)[number]) => added.push(element) },
  };
  new Function(
    'document',
    'requestAnimationFrame',
    'setTimeout',
    scriptsAfterPaint('/assets/index.js', ['/assets/react.js', '/assets/ru.js']),
  )(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void, delay: number) => timers.push({ callback, delay }),
  );
  return { added, frames, timers };
}

const loaded = [
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/react.js' },
  { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/ru.js' },
  { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index.js' },
];

describe("a prerendered page's scripts", () => {
  it('are added after the next frame has been painted (a timer set in its animation frame)', () => {
    const { added, frames, timers } = run({});
    expect(added).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(added).toEqual([]);
    const afterFrame = timers.find((timer) => timer.delay === 0)!;
    afterFrame.callback();
    expect(added).toEqual(loaded);
    // The fallback timer (no frame within a second) adds nothing a second time.
    timers.find((timer) => timer.delay === 1000)!.callback();
    expect(added).toHaveLength(3);
  });

  it('are added after a second at the latest when no frame comes', () => {
    const { added, timers } = run({});
    timers.find((timer) => timer.delay === 1000)!.callback();
    expect(added).toEqual(loaded);
  });

  it('are added at once when nothing is painted first: the page hidden for another language or theme, or a background tab', () => {
    expect(run({ prerender: 'off' }).added).toEqual(loaded);
    expect(run({ visibility: 'hidden' }).added).toEqual(loaded);
  });

  it("are taken out of index.html's <head>, the page language's chunks added to the preloads", () => {
    const template =
      '<html><head>\n    <script type="module" crossorigin src="/assets/index-a.js"></script>\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/runtime-b.js">\n' +
      '    <link rel="modulepreload" crossorigin href="/assets/react-c.js">\n</head><body><div id="root"></div></body></html>';
    const page = loadScriptsAfterPaint(template, ['/assets/common-d.js']);
    expect(page).not.toMatch(/<script type="module"|rel="modulepreload"/);
    expect(page).toContain(
      `<div id="root"></div><script>${scriptsAfterPaint('/assets/index-a.js', ['/assets/runtime-b.js', '/assets/react-c.js', '/assets/common-d.js'])}</script></body>`,
    );
    expect(() => loadScriptsAfterPaint('<html><body></body></html>', [])).toThrow(/module/);
  });
});
