import { makeStyles, tokens } from '@fluentui/react-components';
import { media } from '../../components/breakpoints';

/** The head of an album or artist page: picture beside the facts, stacked on phones. */
export const useDetailStyles = makeStyles({
  head: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingHorizontalXL,
    [media.smUp]: { flexDirection: 'row', alignItems: 'flex-end' },
  },
  picture: {
    width: '100%',
    maxWidth: '240px',
    aspectRatio: '1 / 1',
    flexShrink: 0,
    objectFit: 'cover',
    borderRadius: tokens.borderRadiusXLarge,
    backgroundColor: tokens.colorNeutralBackground3,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '72px',
    color: tokens.colorNeutralForeground3,
    [media.smUp]: { width: '200px' },
  },
  round: { borderRadius: tokens.borderRadiusCircular, height: 'auto' },
  facts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  kind: { color: tokens.colorNeutralForeground3, textTransform: 'uppercase', letterSpacing: '0.08em' },
  meta: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalXXS,
    color: tokens.colorNeutralForeground2,
  },
  text: { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', maxWidth: '72ch' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});
