// A CSS spinner.
export function Spinner({ size = 'large' }: { size?: 'small' | 'large' }) {
  return <span className={`ui-spinner ui-spinner--${size}`} aria-hidden="true" />;
}
