import {
  createCustomFocusIndicatorStyle,
  makeResetStyles,
  makeStyles,
  tokens,
  type GriffelResetStyle,
} from '@fluentui/react-components';

/**
 * A list row's small icon-only buttons as plain `<button>`s with one class each: Fluent's Button and
 * ToggleButton at size "small" with an icon and no text (subtle Play and More, transparent heart), without
 * their per-render hooks, slots and class merging. The `<svg>` of the icon is the button's only child (no
 * icon `<span>`): the button's font size is the icon's 20px and its colour the icon's.
 */
const base: GriffelResetStyle = {
  alignItems: 'center',
  boxSizing: 'border-box',
  display: 'inline-flex',
  justifyContent: 'center',
  flexShrink: 0,
  textDecorationLine: 'none',
  verticalAlign: 'middle',
  margin: 0,
  overflow: 'hidden',
  border: `${tokens.strokeWidthThin} solid transparent`,
  fontFamily: tokens.fontFamilyBase,
  fontSize: '20px',
  outlineStyle: 'none',
  padding: '1px',
  width: '24px',
  height: '24px',
  transitionDuration: tokens.durationFaster,
  transitionProperty: 'background, border, color',
  transitionTimingFunction: tokens.curveEasyEase,
  ':hover': { cursor: 'pointer' },
  ':hover:active,:active:focus-visible': { outlineStyle: 'none' },
  '@media screen and (prefers-reduced-motion: reduce)': { transitionDuration: '0.01ms' },
  '@supports (-moz-appearance:button)': createCustomFocusIndicatorStyle({
    boxShadow: `0 0 0 calc(${tokens.strokeWidthThin} + 0.25px) ${tokens.colorStrokeFocus2} inset`,
  }),
};

/** Fluent's keyboard focus ring (tabster's `data-fui-focus-visible`) with the button's radius while focused. */
const focusRing = (borderRadius: string): GriffelResetStyle =>
  createCustomFocusIndicatorStyle({
    borderColor: tokens.colorStrokeFocus2,
    borderRadius,
    borderWidth: '1px',
    outline: `${tokens.strokeWidthThick} solid ${tokens.colorTransparentStroke}`,
    boxShadow: `0 0 0 ${tokens.strokeWidthThin} ${tokens.colorStrokeFocus2} inset`,
    zIndex: 1,
  });

const forcedColorsHover = {
  backgroundColor: 'HighlightText',
  borderColor: 'Highlight',
  color: 'Highlight',
  forcedColorAdjust: 'none',
} as const;

/** Fluent's "subtle" appearance (the icon takes the brand colour on hover and press). */
const subtle: GriffelResetStyle = {
  ...base,
  backgroundColor: tokens.colorSubtleBackground,
  color: tokens.colorNeutralForeground2,
  ':hover': {
    cursor: 'pointer',
    backgroundColor: tokens.colorSubtleBackgroundHover,
    color: tokens.colorNeutralForeground2Hover,
    '& svg': { color: tokens.colorNeutralForeground2BrandHover },
  },
  ':hover:active,:active:focus-visible': {
    outlineStyle: 'none',
    backgroundColor: tokens.colorSubtleBackgroundPressed,
    color: tokens.colorNeutralForeground2Pressed,
    '& svg': { color: tokens.colorNeutralForeground2BrandPressed },
  },
  '@media (forced-colors: active)': {
    ':focus': { borderColor: 'ButtonText' },
    ':hover': { ...forcedColorsHover, '& svg': { color: 'Highlight' } },
    ':hover:active,:active:focus-visible': { ...forcedColorsHover, '& svg': { color: 'Highlight' } },
  },
};

/** Play: subtle and circular. */
export const useRowPlayButtonClass = makeResetStyles({
  ...subtle,
  borderRadius: tokens.borderRadiusCircular,
  ...focusRing(tokens.borderRadiusCircular),
});

/** More actions: subtle, rounded (a smaller radius while focused, like Fluent's small buttons). */
export const useRowMenuButtonClass = makeResetStyles({
  ...subtle,
  borderRadius: tokens.borderRadiusMedium,
  ...focusRing(tokens.borderRadiusSmall),
});

/** The heart: transparent and circular; `useRowToggleStyles().checked` while pressed. */
export const useRowHeartButtonClass = makeResetStyles({
  ...base,
  backgroundColor: tokens.colorTransparentBackground,
  color: tokens.colorNeutralForeground2,
  borderRadius: tokens.borderRadiusCircular,
  ':hover': {
    cursor: 'pointer',
    backgroundColor: tokens.colorTransparentBackgroundHover,
    color: tokens.colorNeutralForeground2BrandHover,
  },
  ':hover:active,:active:focus-visible': {
    outlineStyle: 'none',
    backgroundColor: tokens.colorTransparentBackgroundPressed,
    color: tokens.colorNeutralForeground2BrandPressed,
  },
  '@media (forced-colors: active)': {
    ':focus': { borderColor: 'ButtonText' },
    ':hover': { ...forcedColorsHover, backgroundColor: tokens.colorTransparentBackground },
    ':hover:active,:active:focus-visible': {
      ...forcedColorsHover,
      backgroundColor: tokens.colorTransparentBackground,
    },
  },
  ...focusRing(tokens.borderRadiusCircular),
});

/** A pressed transparent toggle: the selected background, the icon in the brand colour (hover too). */
export const useRowToggleStyles = makeStyles({
  checked: {
    backgroundColor: tokens.colorTransparentBackgroundSelected,
    color: tokens.colorNeutralForeground2BrandSelected,
    ':hover': {
      backgroundColor: tokens.colorTransparentBackgroundHover,
      color: tokens.colorNeutralForeground2BrandSelected,
    },
    ':hover:active,:active:focus-visible': {
      backgroundColor: tokens.colorTransparentBackgroundPressed,
      color: tokens.colorNeutralForeground2BrandSelected,
    },
    '@media (forced-colors: active)': {
      backgroundColor: 'Highlight',
      borderTopColor: 'Highlight',
      borderRightColor: 'Highlight',
      borderBottomColor: 'Highlight',
      borderLeftColor: 'Highlight',
      color: 'HighlightText',
      forcedColorAdjust: 'none',
      ':hover': {
        backgroundColor: 'HighlightText',
        borderTopColor: 'Highlight',
        borderRightColor: 'Highlight',
        borderBottomColor: 'Highlight',
        borderLeftColor: 'Highlight',
        color: 'Highlight',
      },
      '& svg': { forcedColorAdjust: 'inherit' },
    },
  },
});
