import { useLayoutEffect, useRef, useState } from 'react';
import { Button, type ButtonProps } from '@fluentui/react-components';
import { importWhenReachable } from '../components/lazy-part';
import type { Tooltip as TooltipComponent } from '../components/loaded-tooltip';

// Fluent's tooltip (with its positioning) in the module `LaterTooltip` loads too (./loaded-tooltip.ts), here
// when the pointer or focus first reaches the button: a screen draws without it, and the button is named by
// aria-label until then.
let loadedTooltip: typeof TooltipComponent | undefined;

/**
 * An icon button named by `label`, with a tooltip of the same text once the pointer or focus reaches it.
 *
 * Until the tooltip's module has arrived the button follows the pointer and focus itself: the tooltip mounts
 * shown only if one of them is still on the button, and a button that had the focus keeps it (mounting the
 * tooltip replaces the button's element). A tooltip mounted shown after they had left would stay on screen,
 * and Fluent's shown tooltip takes the page's next Escape to hide itself (a menu opened meanwhile would not
 * close on it).
 *
 * While a menu or a popover is open the tooltip stays hidden: shown below a header button it would lie over
 * the popup's first controls (the account menu's items, the notifications' "All read"), and a pointer resting
 * on a shown tooltip keeps it there (the tooltip is hoverable), so a press aimed at them would land on it.
 */
export function TooltipButton({ label, ...props }: ButtonProps & { label: string }) {
  const [Tooltip, setTooltip] = useState(() => loadedTooltip);
  const [visible, setVisible] = useState(false);
  // Where the pointer and focus are until the tooltip has mounted; `asked`: its module has been asked for.
  const on = useRef({ pointer: false, focus: false, asked: false });
  const element = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const state = on.current;
    const button = element.current;
    if (!Tooltip || !state.asked || !button) return;
    state.asked = false;
    // The replaced button had the focus (nothing else took it): the new one takes it back.
    const active = button.ownerDocument.activeElement;
    if (state.focus && (active === null || active === button.ownerDocument.body)) button.focus();
    else state.focus = false;
    setVisible((state.pointer || state.focus) && !popupOpen(button.ownerDocument));
  }, [Tooltip]);
  const reach = (what: 'pointer' | 'focus') => {
    on.current[what] = true;
    if (on.current.asked) return;
    on.current.asked = true;
    void importWhenReachable(() => import('../components/loaded-tooltip')).then((module) => {
      loadedTooltip = module.Tooltip;
      setVisible((on.current.pointer || on.current.focus) && !popupOpen(document));
      setTooltip(() => module.Tooltip);
    });
  };
  const leave = (what: 'pointer' | 'focus') => {
    on.current[what] = false;
  };
  const button = (
    <Button
      {...props}
      ref={element}
      aria-label={label}
      {...(Tooltip
        ? {}
        : {
            onPointerEnter: () => reach('pointer'),
            onPointerLeave: () => leave('pointer'),
            onFocus: () => reach('focus'),
            onBlur: () => leave('focus'),
          })}
    />
  );
  if (!Tooltip) return button;
  return (
    <Tooltip
      content={label}
      relationship="label"
      visible={visible}
      onVisibleChange={(_, data) => {
        const page = element.current?.ownerDocument;
        setVisible(data.visible && !(page && popupOpen(page)));
      }}
    >
      {button}
    </Tooltip>
  );
}

/** Whether a menu or a popover is open on the page (Fluent draws them in portals, only while open). */
function popupOpen(page: Document): boolean {
  return page.querySelector('[role="menu"], .fui-PopoverSurface') !== null;
}
