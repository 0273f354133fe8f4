import type { ReactElement } from 'react';
import { useState } from 'react';
import { Tooltip } from '@fluentui/react-components';

/**
 * Fluent's tooltip naming its child (relationship "label"), mounted by ./tooltip-button.tsx once the pointer
 * or focus has reached the child: it starts shown, and hides and shows again as Fluent's tooltip does.
 */
export function LabelTooltip({ content, children }: { content: string; children: ReactElement }) {
  const [visible, setVisible] = useState(true);
  return (
    <Tooltip
      content={content}
      relationship="label"
      visible={visible}
      onVisibleChange={(_, data) => setVisible(data.visible)}
    >
      {children}
    </Tooltip>
  );
}
