import type { ReactNode } from 'react';
import { mergeClasses, Title2 } from '@fluentui/react-components';
import { useAuthStyles } from './auth.styles';

/**
 * The centred card every account screen sits in, with its page heading. Drawn like Fluent's Card (a group
 * with its surface, shadow and corners) without the component, whose selectable and clickable machinery
 * would add ~25 KB (before compression) to the sign-in page.
 */
export function AuthCard({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const styles = useAuthStyles();
  return (
    <div className={styles.wrap}>
      <div role="group" className={mergeClasses(styles.card, wide && styles.wide)}>
        <Title2 as="h1">{title}</Title2>
        {children}
      </div>
    </div>
  );
}
