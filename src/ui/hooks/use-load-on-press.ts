import { useState, type KeyboardEvent } from 'react';

/**
 * A trigger whose popup (a menu, a popover) loads its code on the first press, fetched early when the pointer
 * rests on the trigger or it takes focus, so that a screen draws without the popup's code. Spread
 * `triggerProps` on the trigger; mount the popup (lazy, in Suspense with the trigger as fallback) once
 * `pressed`, with `open` and `setOpen`. The first press opens it; from then on the popup's own trigger does.
 * With `menu`, ArrowDown on the trigger is a press too, as on Fluent's menu trigger.
 */
export function useLoadOnPress(load: () => void, { menu = false }: { menu?: boolean } = {}) {
  const [pressed, setPressed] = useState(false);
  const [open, setOpen] = useState(false);
  const press = () => {
    setPressed(true);
    setOpen(true);
  };
  const triggerProps = pressed
    ? {}
    : {
        onPointerEnter: load,
        onFocus: load,
        onClick: press,
        ...(menu
          ? {
              onKeyDown: (event: KeyboardEvent) => {
                if (event.key !== 'ArrowDown' || event.altKey || event.ctrlKey || event.metaKey) return;
                event.preventDefault();
                press();
              },
            }
          : {}),
      };
  return { pressed, open, setOpen, triggerProps };
}
