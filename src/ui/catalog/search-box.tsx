import { useRef, useState, type ChangeEvent, type FocusEvent } from 'react';
import {
  makeResetStyles,
  makeStyles,
  mergeClasses,
  shorthands,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';

// Fluent's large outline SearchBox (@fluentui/react-search on @fluentui/react-input), drawn with plain
// elements: the same slots and class names, and the style rules of that one size and appearance copied
// from Fluent's Input and SearchBox styles (same tokens), applied in the same order. The catalogue's first
// load then carries neither package (docs/decisions/0028-catalogue-first-load.md).

const useRootClassName = makeResetStyles({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'nowrap',
  gap: tokens.spacingHorizontalXXS,
  borderRadius: tokens.borderRadiusMedium,
  position: 'relative',
  boxSizing: 'border-box',
  verticalAlign: 'middle',
  minHeight: '32px',
  ...typographyStyles.body1,
  backgroundColor: tokens.colorNeutralBackground1,
  border: `1px solid ${tokens.colorNeutralStroke1}`,
  borderBottomColor: tokens.colorNeutralStrokeAccessible,
  // The 2px focus underline, flat across and rounded with the field's corners.
  '::after': {
    boxSizing: 'border-box',
    content: '""',
    position: 'absolute',
    left: '-1px',
    bottom: '-1px',
    right: '-1px',
    height: `max(2px, ${tokens.borderRadiusMedium})`,
    borderBottomLeftRadius: tokens.borderRadiusMedium,
    borderBottomRightRadius: tokens.borderRadiusMedium,
    borderBottom: `2px solid ${tokens.colorCompoundBrandStroke}`,
    clipPath: 'inset(calc(100% - 2px) 0 0 0)',
    transform: 'scaleX(0)',
    transitionProperty: 'transform',
    transitionDuration: tokens.durationUltraFast,
    transitionDelay: tokens.curveAccelerateMid,
    '@media screen and (prefers-reduced-motion: reduce)': {
      transitionDuration: '0.01ms',
      transitionDelay: '0.01ms',
    },
  },
  ':focus-within::after': {
    transform: 'scaleX(1)',
    transitionProperty: 'transform',
    transitionDuration: tokens.durationNormal,
    transitionDelay: tokens.curveDecelerateMid,
    '@media screen and (prefers-reduced-motion: reduce)': {
      transitionDuration: '0.01ms',
      transitionDelay: '0.01ms',
    },
  },
  ':focus-within:active::after': {
    borderBottomColor: tokens.colorCompoundBrandStrokePressed,
  },
  ':focus-within': {
    outline: '2px solid transparent',
  },
});

const useRootStyles = makeStyles({
  large: {
    minHeight: '40px',
    ...typographyStyles.body2,
    gap: tokens.spacingHorizontalSNudge,
  },
  largeWithContentBefore: { paddingLeft: tokens.spacingHorizontalM },
  largeWithContentAfter: { paddingRight: tokens.spacingHorizontalM },
  outlineInteractive: {
    ':hover': {
      ...shorthands.borderColor(tokens.colorNeutralStroke1Hover),
      borderBottomColor: tokens.colorNeutralStrokeAccessibleHover,
    },
    // No space between the selectors (Griffel reads them as one rule).
    ':active,:focus-within': {
      ...shorthands.borderColor(tokens.colorNeutralStroke1Pressed),
      borderBottomColor: tokens.colorNeutralStrokeAccessiblePressed,
    },
  },
});

const useInputClassName = makeResetStyles({
  alignSelf: 'stretch',
  boxSizing: 'border-box',
  flexGrow: 1,
  minWidth: 0,
  borderStyle: 'none',
  padding: `0 ${tokens.spacingHorizontalM}`,
  color: tokens.colorNeutralForeground1,
  backgroundColor: 'transparent',
  '::placeholder': {
    color: tokens.colorNeutralForeground4,
    opacity: 1,
  },
  outlineStyle: 'none',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
});

const useInputStyles = makeStyles({
  large: {
    paddingLeft: `calc(${tokens.spacingHorizontalM} + ${tokens.spacingHorizontalSNudge})`,
    paddingRight: `calc(${tokens.spacingHorizontalM} + ${tokens.spacingHorizontalSNudge})`,
  },
  largeWithContentBefore: { paddingLeft: tokens.spacingHorizontalSNudge },
  largeWithContentAfter: { paddingRight: tokens.spacingHorizontalSNudge },
});

const useContentClassName = makeResetStyles({
  boxSizing: 'border-box',
  color: tokens.colorNeutralForeground3,
  display: 'flex',
  '> svg': { fontSize: '20px' },
});

const useContentStyles = makeStyles({
  large: { '> svg': { fontSize: '24px' } },
});

const useSearchStyles = makeStyles({
  large: {
    columnGap: 0,
    maxWidth: '468px',
    paddingLeft: tokens.spacingHorizontalMNudge,
    paddingRight: tokens.spacingHorizontalMNudge,
  },
  input: {
    paddingLeft: tokens.spacingHorizontalSNudge,
    paddingRight: 0,
    '::-webkit-search-decoration': { display: 'none' },
    '::-webkit-search-cancel-button': { display: 'none' },
  },
  unfocusedNoContentAfter: { paddingRight: 0 },
  inputLarge: { paddingRight: tokens.spacingHorizontalMNudge },
  contentAfter: { paddingLeft: tokens.spacingHorizontalM, columnGap: tokens.spacingHorizontalXS },
  rest: { height: 0, width: 0, paddingLeft: 0, overflow: 'hidden' },
  dismissLarge: { '> svg': { fontSize: '24px' } },
});

const useDismissClassName = makeResetStyles({
  boxSizing: 'border-box',
  color: tokens.colorNeutralForeground3,
  display: 'flex',
  '> svg': { fontSize: '20px' },
  cursor: 'pointer',
});

const searchIcon = <SearchRegular />;
const dismissIcon = <DismissRegular />;

interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
  placeholder?: string;
  'aria-label'?: string;
  'aria-controls'?: string;
  /** The clear button's name, in the user's language. */
  clearLabel: string;
  /** On the root, after its own classes. */
  className?: string;
}

/**
 * A large search box as Fluent's SearchBox draws it: the search icon before the text, and while it has focus
 * the clear button (named by `clearLabel`, out of the tab order) after it, which empties the box and keeps the focus.
 */
export function SearchBox({ value, onChange, className, clearLabel, ...inputProps }: SearchBoxProps) {
  const root = useRef<HTMLSpanElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [focused, setFocused] = useState(false);
  const rootStyles = useRootStyles();
  const inputStyles = useInputStyles();
  const contentStyles = useContentStyles();
  const search = useSearchStyles();
  const content = mergeClasses(useContentClassName(), contentStyles.large);
  const rootClass = mergeClasses(
    'fui-Input',
    useRootClassName(),
    rootStyles.large,
    rootStyles.largeWithContentBefore,
    rootStyles.largeWithContentAfter,
    rootStyles.outlineInteractive,
    'fui-SearchBox',
    search.large,
    !focused && search.unfocusedNoContentAfter,
    className,
  );
  const inputClass = mergeClasses(
    'fui-Input__input',
    useInputClassName(),
    inputStyles.large,
    inputStyles.largeWithContentBefore,
    inputStyles.largeWithContentAfter,
    'fui-SearchBox__input',
    search.input,
    !focused && search.inputLarge,
  );
  const dismissClass = mergeClasses('fui-SearchBox__dismiss', useDismissClassName(), search.dismissLarge);
  return (
    <span
      ref={root}
      className={rootClass}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent) =>
        setFocused(root.current?.contains(event.relatedTarget as Node | null) ?? false)
      }
    >
      <span className={mergeClasses('fui-Input__contentBefore', content, 'fui-SearchBox__contentBefore')}>
        {searchIcon}
      </span>
      <input
        ref={input}
        type="search"
        className={inputClass}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        {...inputProps}
      />
      <span
        className={mergeClasses(
          'fui-Input__contentAfter',
          content,
          'fui-SearchBox__contentAfter',
          search.contentAfter,
          !focused && search.rest,
        )}
      >
        <span
          role="button"
          aria-label={clearLabel}
          tabIndex={-1}
          className={dismissClass}
          onClick={() => {
            onChange('');
            input.current?.focus();
          }}
        >
          {dismissIcon}
        </span>
      </span>
    </span>
  );
}
