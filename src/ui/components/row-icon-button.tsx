import { forwardRef, type ButtonHTMLAttributes, type ReactElement } from 'react';
import { createFocusOutlineStyle, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

/**
 * The small icon buttons of list rows (Play, heart, more actions), drawn like Fluent's small subtle icon
 * button but as one plain `<button>`: a catalogue keystroke re-renders the buttons of every row that shows
 * another track, and Fluent's Button costs a dozen hooks and class merges per button on each render.
 */
const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    flexShrink: 0,
    width: '24px',
    height: '24px',
    margin: 0,
    padding: 0,
    border: `${tokens.strokeWidthThin} solid transparent`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorSubtleBackground,
    color: tokens.colorNeutralForeground2,
    fontSize: '20px',
    cursor: 'pointer',
    outlineStyle: 'none',
    transitionDuration: tokens.durationFaster,
    transitionProperty: 'background, color',
    transitionTimingFunction: tokens.curveEasyEase,
    ':hover': {
      backgroundColor: tokens.colorSubtleBackgroundHover,
      color: tokens.colorNeutralForeground2BrandHover,
    },
    ':hover:active': {
      backgroundColor: tokens.colorSubtleBackgroundPressed,
      color: tokens.colorNeutralForeground2BrandPressed,
    },
    ':disabled': { color: tokens.colorNeutralForegroundDisabled, cursor: 'not-allowed' },
    '@media (forced-colors: active)': {
      ':hover': { color: 'Highlight', forcedColorAdjust: 'none' },
    },
    '@media (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
    ...createFocusOutlineStyle(),
    '& > svg': { width: '20px', height: '20px', flexShrink: 0 },
  },
  circular: { borderRadius: tokens.borderRadiusCircular },
  pressed: { color: tokens.colorNeutralForeground2BrandSelected },
});

interface RowIconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  icon: ReactElement;
  shape?: 'rounded' | 'circular';
  /** A toggle's state (`aria-pressed`); left out for plain buttons. */
  pressed?: boolean;
}

export const RowIconButton = forwardRef<HTMLButtonElement, RowIconButtonProps>(function RowIconButton(
  { icon, shape = 'rounded', pressed, className, type = 'button', ...rest },
  ref,
) {
  const styles = useStyles();
  return (
    <button
      ref={ref}
      type={type}
      aria-pressed={pressed}
      className={mergeClasses(
        styles.root,
        shape === 'circular' && styles.circular,
        pressed && styles.pressed,
        className,
      )}
      {...rest}
    >
      {icon}
    </button>
  );
});
