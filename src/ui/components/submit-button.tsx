import type { ReactNode } from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { useHydrated } from '../hooks/use-hydrated';

/**
 * A primary submit button that shows a spinner and stays disabled while the request runs. On a page drawn
 * at build time it is disabled until the app has taken the page over, so the form is never sent by the
 * browser itself (a GET with the fields in the address).
 */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button
      type="submit"
      appearance="primary"
      disabled={!hydrated}
      disabledFocusable={busy}
      aria-busy={busy}
      icon={busy ? <Spinner size="tiny" /> : undefined}
    >
      {children}
    </Button>
  );
}
