import en from '../src/ui/i18n/en/catalog.json';
import ru from '../src/ui/i18n/ru/catalog.json';
import type { Language } from '../src/domain/roles';

/**
 * The catalogue's shell, drawn by the server's HTML (docs/decisions/0062-catalogue-shell.md): the header's
 * bar, the search box with its placeholder, the section tabs and a few grey rows where the tracks will be,
 * laid out as the app draws them (the header 56 px high, the page's column with Fluent's spacing, the
 * large outline search box in body2 type). It is not hydrated: the app's first render replaces it
 * (src/ui/main.tsx). The catalogue's largest paint is its search box's placeholder, so it is painted as
 * soon as the HTML has arrived instead of after the scripts, the session and the local database.
 */

const strings: Record<Language, typeof en> = { en, ru };

/** The paths of the catalogue's track search, the screen a shell is drawn for. */
export const catalogShellPaths = ['/catalog/customer', '/catalog/owner'] as const;

const escape = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

// Fluent's light theme values (webLightTheme) of the tokens the app's header, page and search box use.
const font = `'Segoe UI','Segoe UI Web (West European)',-apple-system,BlinkMacSystemFont,Roboto,'Helvetica Neue',sans-serif`;
const css = [
  `.cs{min-height:100vh;background:#f0f0f0;color:#242424;font-family:${font};font-size:14px;line-height:20px}`,
  '.cs-bar{position:sticky;top:0;display:flex;align-items:center;min-height:56px;padding:0 8px;box-sizing:border-box;background:#fff;border-bottom:1px solid #e0e0e0;box-shadow:0 0 2px rgba(0,0,0,.12),0 1px 2px rgba(0,0,0,.14)}',
  '.cs-logo{color:#0f6cbd;font-size:20px;line-height:28px;font-weight:700}',
  '.cs-page{width:100%;max-width:1200px;margin:0 auto;box-sizing:border-box;padding:12px;display:flex;flex-direction:column;gap:12px}',
  '.cs-head{display:flex;flex-direction:column;gap:12px}',
  '.cs-search{display:flex;align-items:center;gap:6px;min-height:40px;box-sizing:border-box;padding:0 12px;background:#fff;border:1px solid #d1d1d1;border-bottom-color:#616161;border-radius:4px;font-size:16px;line-height:22px;color:#707070}',
  '.cs-icon{width:20px;height:20px;flex:none;border:2px solid #616161;border-radius:50%;box-sizing:border-box;transform:scale(.7)}',
  '.cs-input{flex:1;min-width:0;width:100%;border:0;padding:0 2px;margin:0;background:transparent;font:inherit;color:inherit;outline:none}',
  '.cs-input::placeholder{color:#707070;opacity:1}',
  '.cs-tabs{display:flex;gap:16px;padding:8px 0;font-weight:600;color:#424242}',
  '.cs-row{height:56px;border-radius:4px;background:#fff;opacity:.7}',
  '@media (min-width:640px){.cs-bar{padding:0 16px}.cs-page{padding:20px 16px}}',
  '@media (min-width:1024px){.cs-page{padding:24px 32px}}',
].join('');

/** The shell's HTML in `language` (inside #root) and its styles (a <style> element for <head>). */
export function catalogShell(language: Language): { html: string; styles: string } {
  const t = strings[language];
  const tabs = [t.tabTracks, t.tabAlbums, t.tabArtists]
    .map((label) => `<span>${escape(label)}</span>`)
    .join('');
  const rows = '<div class="cs-row"></div>'.repeat(6);
  const html =
    `<div class="cs" aria-busy="true"><div class="cs-bar"><span class="cs-logo">Cueline</span></div>` +
    `<div class="cs-page"><div class="cs-head"><h1 style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)">${escape(t.title)}</h1>` +
    `<div class="cs-search"><span class="cs-icon"></span><input class="cs-input" tabindex="-1" aria-hidden="true" readonly placeholder="${escape(t.searchPlaceholder)}"></div>` +
    `<div class="cs-tabs">${tabs}</div></div>${rows}</div></div>`;
  return { html, styles: `<style>${css}</style>` };
}
