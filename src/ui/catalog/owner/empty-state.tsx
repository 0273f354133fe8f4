import type { ReactNode } from 'react';
import { Body1, Subtitle1 } from '@fluentui/react-components';
import { useOwnerStyles } from './owner-catalog.styles';

/** A list with nothing in it: what is missing and what to do about it. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  const styles = useOwnerStyles();
  return (
    <section className={styles.empty} aria-label={title}>
      <span className={styles.emptyIcon} aria-hidden>
        {icon}
      </span>
      <Subtitle1 as="h2">{title}</Subtitle1>
      <Body1>{text}</Body1>
      {action}
    </section>
  );
}
