import type { ChestSize } from '@slipstream/betting';

const SCALE: Record<ChestSize, number> = { small: 48, medium: 64, large: 88 };

/**
 * SPEC.md LB3: a loot box chest as inline SVG (no image request): sized by the chests ready (LB1) and drawn
 * closed, opened with a prize (win: gold lid, a coin) or opened empty (loss). Decorative: the card says the same
 * in words, so the drawing is hidden from screen readers.
 */
export function LootChest({ size, variant }: { size: ChestSize; variant: 'closed' | 'win' | 'loss' }) {
  const px = SCALE[size];
  const open = variant !== 'closed';
  const body = variant === 'win' ? '#c98a1b' : variant === 'loss' ? '#6b5a48' : '#8a5a2b';
  const band = variant === 'win' ? '#ffd54a' : '#b9b2a6';
  return (
    <svg
      className="loot-chest"
      data-testid="loot-chest"
      data-size={size}
      data-variant={variant}
      width={px}
      height={px}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
    >
      {open ? (
        <path d="M8 22 L14 6 H50 L56 22 Z" fill={body} stroke="#3b2a1a" strokeWidth="2" />
      ) : (
        <path d="M8 26 Q32 6 56 26 Z" fill={body} stroke="#3b2a1a" strokeWidth="2" />
      )}
      {variant === 'win' ? (
        <>
          <circle cx="32" cy="24" r="9" fill="#ffd54a" stroke="#a8741a" strokeWidth="2" />
          <path d="M29 24 H35 M32 20 V28" stroke="#a8741a" strokeWidth="2" />
        </>
      ) : null}
      <rect x="8" y="26" width="48" height="30" rx="3" fill={body} stroke="#3b2a1a" strokeWidth="2" />
      <rect x="8" y="36" width="48" height="5" fill={band} />
      <rect x="28" y="32" width="8" height="12" rx="2" fill={band} stroke="#3b2a1a" strokeWidth="1.5" />
    </svg>
  );
}
