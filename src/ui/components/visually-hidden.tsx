import type { ReactNode } from 'react';
import { makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

/**
 * Text read by screen readers and part of an element's accessible name, not shown. A control named this
 * way (not by aria-label) keeps all its visible text in its name as well.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  const styles = useStyles();
  return <span className={styles.hidden}>{children}</span>;
}
