// Fluent's tooltip in a module of its own, for `LaterTooltip` (./later-tooltip.tsx) and `TooltipButton`
// (./tooltip-button.tsx) to load.
export { Tooltip } from '@fluentui/react-components';
