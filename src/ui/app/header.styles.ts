import { makeStyles, tokens } from '@fluentui/react-components';
import { media } from '../components/breakpoints';

export const useHeaderStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '56px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow2,
    [media.smUp]: { padding: `0 ${tokens.spacingHorizontalL}`, gap: tokens.spacingHorizontalM },
  },
  logo: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: tokens.colorBrandForeground1,
    fontSize: tokens.fontSizeBase500,
    fontWeight: tokens.fontWeightBold,
    textDecorationLine: 'none',
    ':hover': { color: tokens.colorBrandForeground2, textDecorationLine: 'none' },
  },
  logoText: { display: 'none', [media.smUp]: { display: 'inline' } },
  nav: { display: 'none', [media.mdUp]: { display: 'flex', gap: tokens.spacingHorizontalXS } },
  navLink: {
    color: tokens.colorNeutralForeground2,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover, color: tokens.colorNeutralForeground1 },
  },
  navLinkActive: { color: tokens.colorBrandForeground1, backgroundColor: tokens.colorBrandBackground2 },
  compactNav: { [media.mdUp]: { display: 'none' } },
  spacer: { flexGrow: 1 },
  actions: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  skip: {
    position: 'absolute',
    left: '-10000px',
    ':focus': { left: tokens.spacingHorizontalS, top: tokens.spacingVerticalS, zIndex: 20 },
  },
});
