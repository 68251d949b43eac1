// An on/off switch without antd (#26: the lock page's settings render before antd loads). A button with the ARIA
// switch role: screen readers say "on"/"off", Space and Enter toggle it. Spins and is disabled while loading.
type Props = {
  checked: boolean;
  onChange: (checked: boolean) => void;
  'aria-label': string;
  onText: string;
  offText: string;
  loading?: boolean;
  disabled?: boolean;
};

export function Switch({ checked, onChange, onText, offText, loading, disabled, 'aria-label': label }: Props) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      className={`ui-switch${checked ? ' ui-switch--on' : ''}`}
      onClick={() => onChange(!checked)}
    >
      <span className="ui-switch__knob" aria-hidden="true">
        {loading && <span className="ui-spinner ui-spinner--knob" />}
      </span>
      <span className="ui-switch__text" aria-hidden="true">
        {checked ? onText : offText}
      </span>
    </button>
  );
}
