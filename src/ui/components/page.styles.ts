import { makeStyles, tokens } from '@fluentui/react-components';
import { media } from './breakpoints';

export const usePageStyles = makeStyles({
  page: {
    width: '100%',
    maxWidth: '1200px',
    margin: '0 auto',
    boxSizing: 'border-box',
    padding: `${tokens.spacingVerticalL} ${tokens.spacingHorizontalM}`,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalL,
    '& h1, & h2, & p': { margin: 0 },
    [media.smUp]: { padding: `${tokens.spacingVerticalXL} ${tokens.spacingHorizontalL}` },
    [media.lgUp]: { padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalXXL}` },
  },
  narrow: { maxWidth: '760px' },
  centered: { alignItems: 'center', textAlign: 'center', justifyContent: 'center', minHeight: '50vh' },
  loading: { display: 'flex', justifyContent: 'center', padding: tokens.spacingVerticalXXXL },
});
