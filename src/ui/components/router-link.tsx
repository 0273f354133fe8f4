import type { ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { Link as WouterLink } from 'wouter';

/** A Fluent link that navigates inside the app without reloading. */
export function RouterLink({
  href,
  children,
  className,
}: {
  href: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <WouterLink href={href} asChild>
      <Link className={className}>{children}</Link>
    </WouterLink>
  );
}
