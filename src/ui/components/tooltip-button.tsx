import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@fluentui/react-components';

// Fluent's tooltip (with its positioning) in the module `LaterTooltip` loads too (./loaded-tooltip.ts), here
// when the pointer or focus first reaches the button: a screen draws without it, and the button is named by
// aria-label until then.
const Tooltip = lazy(() => import('./loaded-tooltip').then((module) => ({ default: module.Tooltip })));

/** An icon button named by `label`, with a tooltip of the same text once the pointer or focus reaches it. */
export function TooltipButton({ label, ...props }: ButtonProps & { label: string }) {
  const [reached, setReached] = useState(false);
  // The tooltip mounts while the pointer or focus is on the button, so it starts shown.
  const [visible, setVisible] = useState(true);
  const reach = () => setReached(true);
  const button = (
    <Button {...props} aria-label={label} {...(reached ? {} : { onPointerEnter: reach, onFocus: reach })} />
  );
  if (!reached) return button;
  return (
    <Suspense fallback={button}>
      <Tooltip
        content={label}
        relationship="label"
        visible={visible}
        onVisibleChange={(_, data) => setVisible(data.visible)}
      >
        {button}
      </Tooltip>
    </Suspense>
  );
}
