import { makeStyles, ToggleButton, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  group: { display: 'flex', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
});

interface SegmentsProps<V extends string> {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange(value: V): void;
}

/**
 * A choice among a few views of one screen (Active/Archive, the project's sections): toggle buttons in
 * the Tab order, the chosen one pressed. No focus guards are needed (a Fluent TabList adds focusable
 * aria-hidden ones, which axe refuses).
 */
export function Segments<V extends string>({ label, value, options, onChange }: SegmentsProps<V>) {
  const styles = useStyles();
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {options.map((option) => (
        <ToggleButton
          key={option.value}
          appearance={option.value === value ? 'primary' : 'subtle'}
          checked={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </ToggleButton>
      ))}
    </div>
  );
}
