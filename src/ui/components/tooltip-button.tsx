import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@fluentui/react-components';

// The tooltip (with Fluent's positioning) loads when the pointer or focus first reaches the button: a
// screen draws without it, and the button is named by aria-label until then.
const LabelTooltip = lazy(() =>
  import('./label-tooltip').then((module) => ({ default: module.LabelTooltip })),
);

/** An icon button named by `label`, with a tooltip of the same text once the pointer or focus reaches it. */
export function TooltipButton({ label, ...props }: ButtonProps & { label: string }) {
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const button = (
    <Button {...props} aria-label={label} {...(reached ? {} : { onPointerEnter: reach, onFocus: reach })} />
  );
  if (!reached) return button;
  return (
    <Suspense fallback={button}>
      <LabelTooltip content={label}>{button}</LabelTooltip>
    </Suspense>
  );
}
