import { makeStyles, tokens } from '@fluentui/react-components';

/** The red dot beside Requests while others acted on the owner's orders (the header's links and menu). */
export const useDotStyles = makeStyles({
  dot: {
    display: 'inline-block',
    width: '8px',
    height: '8px',
    marginInlineStart: tokens.spacingHorizontalXS,
    verticalAlign: 'super',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorPaletteRedBackground3,
  },
});
