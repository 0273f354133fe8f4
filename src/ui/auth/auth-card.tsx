import type { ReactNode } from 'react';
import { Card, mergeClasses, Title2 } from '@fluentui/react-components';
import { useAuthStyles } from './auth.styles';

/** The centred card every account screen sits in, with its page heading. */
export function AuthCard({ title, wide, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const styles = useAuthStyles();
  return (
    <div className={styles.wrap}>
      <Card className={mergeClasses(styles.card, wide && styles.wide)}>
        <Title2 as="h1">{title}</Title2>
        {children}
      </Card>
    </div>
  );
}
