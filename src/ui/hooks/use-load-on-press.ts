import { useState } from 'react';

/**
 * A trigger whose popup (a menu, a popover) loads its code on the first press, fetched early when the pointer
 * rests on the trigger or it takes focus, so that a screen draws without the popup's code. Spread
 * `triggerProps` on the trigger; mount the popup (lazy, in Suspense with the trigger as fallback) once
 * `pressed`, with `open` and `setOpen`. The first press opens it; from then on the popup's own trigger does.
 */
export function useLoadOnPress(load: () => void) {
  const [pressed, setPressed] = useState(false);
  const [open, setOpen] = useState(false);
  const triggerProps = pressed
    ? {}
    : {
        onPointerEnter: load,
        onFocus: load,
        onClick: () => {
          setPressed(true);
          setOpen(true);
        },
      };
  return { pressed, open, setOpen, triggerProps };
}
