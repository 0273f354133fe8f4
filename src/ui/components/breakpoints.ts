/**
 * Five screen-size levels: xs phones from 320 px, sm large phones, md tablets, lg laptops, xl desktops.
 * Use inside makeStyles: `[media.mdUp]: { ... }`.
 */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1440 } as const;

export const media = {
  smUp: `@media (min-width: ${breakpoints.sm}px)`,
  mdUp: `@media (min-width: ${breakpoints.md}px)`,
  lgUp: `@media (min-width: ${breakpoints.lg}px)`,
  xlUp: `@media (min-width: ${breakpoints.xl}px)`,
  belowMd: `@media (max-width: ${breakpoints.md - 1}px)`,
} as const;
