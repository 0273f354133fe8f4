import { useEffect, useRef } from 'react';
import { Button } from '@fluentui/react-components';

/** Calls `onVisible` when the element scrolls into view (infinite loading); the button stays for keyboards. */
export function MoreButton({ label, onVisible }: { label: string; onVisible(): void }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && onVisible(),
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [onVisible]);
  return (
    <Button ref={ref} appearance="secondary" onClick={onVisible}>
      {label}
    </Button>
  );
}
