import { useEffect, useState } from 'react';
import { COPIED_TOOLTIP_MS } from '../../domain/app-rules';

/**
 * Copies text to the clipboard; `copied` is true for COPIED_TOOLTIP_MS after a successful copy (docs/product.md §2,
 * §9). A failed copy is only logged (§8), as `what` ("the bot link").
 */
export function useCopy(what: string) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = window.setTimeout(() => setCopied(false), COPIED_TOOLTIP_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = (text: string) =>
    navigator.clipboard.writeText(text).then(
      () => setCopied(true),
      (error: unknown) => console.error(`Copying ${what} failed`, error),
    );
  return { copied, copy };
}
