import { makeStyles, shorthands, tokens, typographyStyles } from '@fluentui/react-components';
import { media } from '../../components/breakpoints';

export const REQUEST_ROW_HEIGHT = 64;
/**
 * A row's height below the md breakpoint, where it is a card (docs/design.md §2): track and status, artist,
 * project and customer, terms, then price and date, each on its own line.
 */
export const REQUEST_CARD_HEIGHT = 112;
/** The width below which a row is a card. */
export const REQUEST_CARD_QUERY = media.belowMd.replace('@media ', '');

/**
 * Request row styles. The row is plain elements with these classes (no Fluent Text, Badge or Checkbox
 * components per row), as the catalogue's track rows: a keystroke in the queue's search renders every
 * row that comes into view.
 */
export const useRequestRowStyles = makeStyles({
  row: {
    boxSizing: 'border-box',
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    height: `${REQUEST_ROW_HEIGHT}px`,
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    backgroundColor: tokens.colorNeutralBackground1,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    [media.belowMd]: {
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      gridTemplateAreas: '"check main badges" "check terms terms" "check price date"',
      alignItems: 'center',
      columnGap: tokens.spacingHorizontalS,
      rowGap: 0,
      height: `${REQUEST_CARD_HEIGHT}px`,
      padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalXS}`,
    },
  },
  selected: { backgroundColor: tokens.colorBrandBackground2 },
  active: { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  check: {
    display: 'flex',
    alignItems: 'center',
    padding: tokens.spacingHorizontalS,
    [media.belowMd]: { gridArea: 'check', alignSelf: 'start' },
  },
  checkbox: {
    width: '16px',
    height: '16px',
    margin: 0,
    cursor: 'pointer',
    accentColor: tokens.colorCompoundBrandBackground,
  },
  main: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    flexGrow: 2,
    flexBasis: 0,
    [media.belowMd]: { gridArea: 'main' },
  },
  terms: {
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    flexGrow: 2,
    flexBasis: 0,
    color: tokens.colorNeutralForeground3,
    [media.belowMd]: { gridArea: 'terms' },
  },
  price: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-end',
    width: '200px',
    flexShrink: 0,
    fontVariantNumeric: 'tabular-nums',
    [media.belowMd]: {
      gridArea: 'price',
      flexDirection: 'row',
      alignItems: 'baseline',
      gap: tokens.spacingHorizontalS,
      width: 'auto',
      minWidth: 0,
      whiteSpace: 'nowrap',
    },
  },
  badges: {
    display: 'flex',
    justifyContent: 'flex-end',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    width: '160px',
    flexShrink: 0,
    [media.belowMd]: { gridArea: 'badges', width: 'auto', alignSelf: 'start' },
  },
  date: {
    width: '96px',
    flexShrink: 0,
    textAlign: 'end',
    color: tokens.colorNeutralForeground3,
    [media.belowMd]: { gridArea: 'date', width: 'auto', whiteSpace: 'nowrap' },
  },
  strong: { ...typographyStyles.body1Strong },
  caption: { ...typographyStyles.caption1 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  badge: {
    ...typographyStyles.caption1Strong,
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    height: '20px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusCircular,
    ...shorthands.border(tokens.strokeWidthThin, 'solid', tokens.colorTransparentStroke),
    whiteSpace: 'nowrap',
  },
  small: { ...typographyStyles.caption2Strong, height: '16px', padding: `0 ${tokens.spacingHorizontalXS}` },
  // The status colours of docs/design.md §5 (pending blue, approved green, rejected red), as Fluent's tint badges.
  requested: {
    backgroundColor: tokens.colorPaletteYellowBackground1,
    color: tokens.colorPaletteYellowForeground2,
    ...shorthands.borderColor(tokens.colorPaletteYellowBorder1),
  },
  pending: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    ...shorthands.borderColor(tokens.colorBrandStroke2),
  },
  approved: {
    backgroundColor: tokens.colorPaletteGreenBackground1,
    color: tokens.colorPaletteGreenForeground1,
    ...shorthands.borderColor(tokens.colorPaletteGreenBorder1),
  },
  rejected: {
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorPaletteRedForeground1,
    ...shorthands.borderColor(tokens.colorPaletteRedBorder1),
  },
  unseen: {
    backgroundColor: tokens.colorNeutralForeground1,
    color: tokens.colorNeutralBackground1,
  },
});
