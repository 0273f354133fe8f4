import type { ReactNode } from 'react';
import { Button, Spinner } from '@fluentui/react-components';

/** A primary submit button that shows a spinner and stays disabled while the request runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Button
      type="submit"
      appearance="primary"
      disabledFocusable={busy}
      aria-busy={busy}
      icon={busy ? <Spinner size="tiny" /> : undefined}
    >
      {children}
    </Button>
  );
}
