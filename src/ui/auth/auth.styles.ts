import { makeStyles, tokens } from '@fluentui/react-components';
import { media } from '../components/breakpoints';

export const useAuthStyles = makeStyles({
  wrap: {
    display: 'flex',
    justifyContent: 'center',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalS}`,
    [media.smUp]: { padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}` },
  },
  card: {
    // Fluent Card's medium, filled appearance.
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    overflow: 'hidden',
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    borderRadius: tokens.borderRadiusMedium,
    width: '100%',
    maxWidth: '460px',
    boxSizing: 'border-box',
    padding: tokens.spacingHorizontalL,
    gap: tokens.spacingVerticalM,
    '& h1': { margin: 0 },
    [media.smUp]: { padding: tokens.spacingHorizontalXXL },
  },
  wide: { maxWidth: '620px' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: {
    display: 'grid',
    alignItems: 'start',
    gridTemplateColumns: '1fr',
    gap: tokens.spacingVerticalM,
    [media.smUp]: { gridTemplateColumns: '1fr 1fr', columnGap: tokens.spacingHorizontalM },
  },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'baseline' },
  spread: {
    display: 'flex',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
  },
});
