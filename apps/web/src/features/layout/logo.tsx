export function Logo({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <circle cx="16" cy="16" r="7" fill="none" stroke="white" strokeWidth="3" />
      <circle cx="16" cy="16" r="2.5" fill="white" />
    </svg>
  );
}
