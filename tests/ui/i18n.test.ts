import { describe, expect, it } from 'vitest';
import { feedbackSubjects } from '../../src/domain/forms';
import { messages } from '../../src/domain/messages';
import { navigationFor } from '../../src/domain/navigation';
import { profileRoles } from '../../src/domain/roles';
import { settingsTabs } from '../../src/domain/routes';
import i18next from 'i18next';
import { initI18n, languageBundles, resources, translateKey } from '../../src/ui/i18n';
import { playlistsTranslator } from '../../src/ui/library/playlists/i18n';
import en from '../../src/ui/i18n/en/common.json';
import es from '../../src/ui/i18n/es/common.json';
import feedback from '../../src/ui/i18n/en/feedback.json';
import home from '../../src/ui/i18n/en/home.json';
import settings from '../../src/ui/i18n/en/settings.json';
import ru from '../../src/ui/i18n/ru/common.json';

const enKeys = Object.keys(en).sort();

describe('UI dictionaries (docs/design.md §5: en and ru complete, es partial)', () => {
  it('gives Russian every English key, none empty', () => {
    expect(Object.keys(ru).sort()).toEqual(enKeys);
    for (const value of Object.values(ru)) expect(value.trim()).not.toBe('');
  });

  it('keeps Spanish to a subset of the English keys', () => {
    const extra = Object.keys(es).filter((key) => !(key in en));
    expect(extra).toEqual([]);
    expect(Object.keys(es).length).toBeLessThan(enKeys.length);
  });

  it('does not redefine catalogue keys, so server and client wording stay one', () => {
    // A feature's namespace falls back to common and then to the catalogue, so a clash would hide a text.
    const clashes = enKeys.filter((key) => key in messages.en);
    expect(clashes).toEqual([]);
  });

  it('labels every navigation section of both roles, with a home-card description', () => {
    for (const role of profileRoles) {
      for (const item of navigationFor(role)) {
        const section = item.key.replace(/^nav\./, '');
        expect(en).toHaveProperty([item.key]);
        expect(home).toHaveProperty([`home.desc.${section}`]);
      }
    }
  });

  it('labels every feedback subject and settings tab', () => {
    for (const subject of feedbackSubjects) expect(feedback).toHaveProperty([`feedback.subjects.${subject}`]);
    for (const tab of settingsTabs) expect(settings).toHaveProperty([`settings.tab.${tab}`]);
  });
});

describe('translateKey', () => {
  it('translates catalogue keys and UI keys in the current language, with parameters', async () => {
    const i18n = initI18n('ru');
    await i18n.changeLanguage('ru');
    expect(translateKey(i18n.t, 'validation.invalidEmail')).toBe(messages.ru['validation.invalidEmail']);
    expect(translateKey(i18n.t, 'footer.version', { version: '1.2.3' })).toBe('Версия 1.2.3');
    await i18n.changeLanguage('en');
    expect(translateKey(i18n.t, 'error.invalidCredentials')).toBe('Invalid credentials.');
  });

  it('passes plain text that is not a key through unchanged', async () => {
    const i18n = initI18n('en');
    await i18n.changeLanguage('en');
    expect(translateKey(i18n.t, 'Invalid or expired token.')).toBe('Invalid or expired token.');
  });

  it('falls back to English for keys Spanish lacks', async () => {
    const i18n = initI18n('en');
    await i18n.changeLanguage('es');
    expect(translateKey(i18n.t, 'menu.language')).toBe(es['menu.language']);
    expect(translateKey(i18n.t, 'fallback.text')).toBe(en['fallback.text']);
    await i18n.changeLanguage('en');
  });
});

describe('a feature namespace', () => {
  it('finds its own keys, those of the shared namespace it builds on, then the shell and the message catalogue', async () => {
    const i18n = i18next.createInstance().use(languageBundles);
    await i18n.init({
      resources,
      partialBundledLanguages: true,
      lng: 'ru',
      fallbackLng: 'en',
      defaultNS: 'common',
      fallbackNS: ['common', 'messages'],
      keySeparator: false,
      nsSeparator: false,
    });
    const t = playlistsTranslator(i18n, 'ru');
    expect(t('shareTitle', { name: 'Ночь' })).toBe('Поделиться: Ночь');
    expect(t('trackCount', { count: 5 })).toBe('5 треков');
    expect(t('menu.language')).toBe(ru['menu.language']);
    expect(translateKey(t, 'library.tooManyTracks', { max: 3 })).toBe(
      messages.ru['library.tooManyTracks'].replace('{{max}}', '3'),
    );
  });
});

describe('the languages other than English', () => {
  it('load their shell strings and message catalogue when first used, not with the page', async () => {
    const i18n = i18next.createInstance().use(languageBundles);
    // A store of its own: i18next adds the languages it loads to the object it is given.
    await i18n.init({
      resources: { en: resources.en },
      partialBundledLanguages: true,
      lng: 'en',
      fallbackLng: 'en',
      ns: ['common', 'messages'],
      defaultNS: 'common',
      fallbackNS: ['common', 'messages'],
      keySeparator: false,
      nsSeparator: false,
    });
    expect(i18n.hasResourceBundle('ru', 'common')).toBe(false);
    expect(i18n.hasResourceBundle('ru', 'messages')).toBe(false);

    await i18n.changeLanguage('ru');
    expect(i18n.language).toBe('ru');
    expect(i18n.t('menu.language')).toBe(ru['menu.language']);
    expect(i18n.t('validation.invalidEmail')).toBe(messages.ru['validation.invalidEmail']);
  });
});
