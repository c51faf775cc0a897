/**
 * The "nkoda" wordmark drawn with geometric strokes in the current text colour, so it follows
 * the header's light/dark text. Decorative: the surrounding link carries the accessible name.
 */
export function Logo({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 110 32"
      width="110"
      height="32"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="4"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {/* n */}
      <path d="M2 12v18M2 20a7 7 0 0 1 14 0v10" />
      {/* k */}
      <path d="M24 2v28M35 12 24 23M29 19l7 11" />
      {/* o */}
      <circle cx="50" cy="21" r="9" />
      {/* d */}
      <circle cx="73" cy="21" r="9" />
      <path d="M82 2v28" />
      {/* a */}
      <circle cx="97" cy="21" r="9" />
      <path d="M106 12v18" />
    </svg>
  );
}
