/**
 * The manufacturer's wordmark (the programme's client): a window frame and the name, drawn here
 * so the portal ships no third-party artwork.
 */
export function ClientLogo({ className = 'h-9 w-auto' }: { className?: string }) {
  return (
    <svg viewBox="0 0 176 40" className={className} role="img" aria-label="OKNA-FAB">
      <rect x="1.5" y="1.5" width="37" height="37" rx="3" fill="#ffffff" stroke="#1b2533" strokeWidth="3" />
      <path d="M20 3v34M3 20h34" stroke="#1b2533" strokeWidth="3" />
      <path d="M7 16l6-9M24 16l6-9" stroke="#52607a" strokeWidth="2" strokeLinecap="round" />
      <text
        x="48"
        y="27"
        fill="#1b2533"
        fontFamily="'Segoe UI', system-ui, Arial, sans-serif"
        fontSize="22"
        fontWeight="800"
        letterSpacing="1"
        // Fonts differ in width between systems; the name must stay inside the mark.
        textLength="124"
        lengthAdjust="spacingAndGlyphs"
      >
        OKNA
        <tspan fill="#b42318">-</tspan>
        FAB
      </text>
    </svg>
  );
}
