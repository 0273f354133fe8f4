// Fluent's tooltip in a module of its own, for `LaterTooltip` (./later-tooltip.tsx) to load.
export { Tooltip } from '@fluentui/react-components';
