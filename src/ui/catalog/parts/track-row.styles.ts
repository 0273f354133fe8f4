import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { media } from '../../components/breakpoints';

export const TRACK_ROW_HEIGHT = 64;

/**
 * Track row styles. The row is plain elements with these classes (no Fluent Text, Badge or Link
 * components per row): a list re-renders its visible rows on every keystroke of the catalogue search.
 */
export const useTrackRowStyles = makeStyles({
  row: {
    position: 'absolute',
    left: 0,
    right: 0,
    height: `${TRACK_ROW_HEIGHT}px`,
    boxSizing: 'border-box',
    display: 'grid',
    gridTemplateColumns: '40px minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke3}`,
    cursor: 'pointer',
    outlineStyle: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
    [media.smUp]: { gridTemplateColumns: '40px minmax(0, 1fr) 96px auto' },
    [media.mdUp]: { gridTemplateColumns: '40px minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) 120px auto' },
  },
  selected: { backgroundColor: tokens.colorNeutralBackground1Selected },
  cover: {
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusMedium,
    objectFit: 'cover',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    backgroundColor: tokens.colorNeutralBackground5,
    color: tokens.colorNeutralForeground3,
    fontSize: '20px',
  },
  main: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  // No colour: the text inherits it, so album and duration can set theirs without conflicting classes.
  title: { ...typographyStyles.body1Strong },
  caption: { ...typographyStyles.caption1 },
  ellipsis: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  link: {
    color: tokens.colorBrandForegroundLink,
    textDecorationLine: 'none',
    borderRadius: tokens.borderRadiusMedium,
    ':hover': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkHover },
    ':active': { textDecorationLine: 'underline', color: tokens.colorBrandForegroundLinkPressed },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  wide: { display: 'none', [media.mdUp]: { display: 'flex' } },
  album: { color: tokens.colorNeutralForeground3 },
  badges: { gap: tokens.spacingHorizontalXS, overflow: 'hidden', flexWrap: 'nowrap', alignItems: 'center' },
  badge: {
    ...typographyStyles.caption2Strong,
    display: 'inline-flex',
    alignItems: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    height: '16px',
    padding: `0 ${tokens.spacingHorizontalXS}`,
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground4,
    color: tokens.colorNeutralForeground3,
    whiteSpace: 'nowrap',
  },
  wave: { display: 'none', height: '24px', [media.smUp]: { display: 'block' } },
  duration: {
    fontVariantNumeric: 'tabular-nums',
    color: tokens.colorNeutralForeground2,
    textAlign: 'end',
    minWidth: '40px',
  },
  end: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
});
