/** Where the chosen theme mode is kept (localStorage); read before the app starts by prerendered pages. */
export const THEME_STORAGE_KEY = 'cueline.theme';
