export interface SpinnerProps {
  label: string;
  fullScreen?: boolean;
}

export function Spinner({ label, fullScreen = false }: SpinnerProps) {
  return (
    <div className={fullScreen ? 'cr-loading' : undefined} role="status" aria-live="polite">
      <div className="cr-spinner" aria-hidden="true" />
      <p>{label}</p>
    </div>
  );
}
