import { cloneElement, Suspense, type ReactElement } from 'react';
import type { TooltipProps } from '@fluentui/react-components';
import { lazyPart } from '../../components/lazy-part';

const Tooltip = lazyPart(() =>
  import('../../components/loaded-tooltip').then((module) => ({ default: module.Tooltip })),
);

interface LaterTooltipProps {
  content: string;
  relationship: 'label' | 'description';
  positioning?: TooltipProps['positioning'];
  children: ReactElement<{ 'aria-label'?: string }>;
}

/**
 * Fluent's tooltip, loaded after the screen has drawn (with its positioning, ~10 KB gzipped), as the header's
 * theme button does: until then a label tooltip's text names the element by `aria-label`, and a description
 * tooltip is not there yet.
 */
export function LaterTooltip({ content, relationship, positioning, children }: LaterTooltipProps) {
  const plain = relationship === 'label' ? cloneElement(children, { 'aria-label': content }) : children;
  return (
    <Suspense fallback={plain}>
      <Tooltip content={content} relationship={relationship} positioning={positioning}>
        {children}
      </Tooltip>
    </Suspense>
  );
}
