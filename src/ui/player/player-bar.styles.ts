import { makeStyles, tokens } from '@fluentui/react-components';
import { media } from '../components/breakpoints';

export const usePlayerBarStyles = makeStyles({
  bar: {
    position: 'sticky',
    bottom: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '64px',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    [media.smUp]: { padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}` },
  },
  /** Above the footer on ordinary pages: lifted off the page. */
  floating: { boxShadow: tokens.shadow8 },
  /** At the bottom edge of the full-height work pages. */
  edge: { boxShadow: 'none' },
  mini: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    minWidth: 0,
    flexGrow: 1,
    flexBasis: 0,
    cursor: 'pointer',
    [media.mdUp]: { flexGrow: 0, flexBasis: '240px', flexShrink: 0 },
  },
  phoneControls: { display: 'flex', alignItems: 'center', [media.mdUp]: { display: 'none' } },
  transport: {
    display: 'none',
    [media.mdUp]: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXXS },
  },
  waveform: { display: 'none', [media.mdUp]: { display: 'flex', flexGrow: 1, justifyContent: 'center' } },
  volume: { display: 'none', [media.lgUp]: { display: 'flex', alignItems: 'center' } },
  end: { display: 'flex', alignItems: 'center', flexShrink: 0 },
  queueButton: { display: 'none', [media.mdUp]: { display: 'inline-flex' } },
});
