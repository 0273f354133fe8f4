import {
  createFocusOutlineStyle,
  makeStyles,
  mergeClasses,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import { Link } from 'wouter';

const useStyles = makeStyles({
  nav: { overflowX: 'auto' },
  list: { display: 'flex', margin: 0, padding: 0, listStyleType: 'none' },
  tab: {
    ...typographyStyles.body1,
    position: 'relative',
    display: 'block',
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalMNudge}`,
    color: tokens.colorNeutralForeground2,
    textDecorationLine: 'none',
    whiteSpace: 'nowrap',
    borderRadius: tokens.borderRadiusMedium,
    '::after': {
      content: '""',
      position: 'absolute',
      left: tokens.spacingHorizontalMNudge,
      right: tokens.spacingHorizontalMNudge,
      bottom: 0,
      height: tokens.strokeWidthThicker,
      borderRadius: tokens.borderRadiusCircular,
    },
    ':hover': { color: tokens.colorNeutralForeground1 },
    ':hover::after': { backgroundColor: tokens.colorNeutralStroke1Hover },
    ...createFocusOutlineStyle(),
  },
  current: {
    ...typographyStyles.body1Strong,
    color: tokens.colorNeutralForeground1,
    '::after': { backgroundColor: tokens.colorCompoundBrandStroke },
    ':hover::after': { backgroundColor: tokens.colorCompoundBrandStrokeHover },
  },
});

export interface NavTab {
  href: string;
  label: string;
  current: boolean;
}

/**
 * Sections of a screen that each have their own URL, drawn as tabs: a navigation of links, the open one
 * marked `aria-current="page"`. Each is a plain link in the Tab order and opens with Enter, so nothing
 * hidden is needed to steer the focus (a Fluent TabList adds focusable aria-hidden guards for its arrow
 * keys).
 */
export function NavTabs({ label, tabs, className }: { label: string; tabs: NavTab[]; className?: string }) {
  const styles = useStyles();
  return (
    <nav aria-label={label} className={mergeClasses(styles.nav, className)}>
      <ul className={styles.list}>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link
              href={tab.href}
              aria-current={tab.current ? 'page' : undefined}
              className={mergeClasses(styles.tab, tab.current && styles.current)}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
