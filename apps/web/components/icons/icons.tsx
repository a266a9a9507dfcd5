/** Local SVG icons (no icon font, no CDN). Decorative: the control carrying them has the label. */
const paths = {
  home: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z',
  live: 'M12 8a4 4 0 1 1 0 8 4 4 0 0 1 0-8zm-7.8-3.2 1.4 1.4a9 9 0 0 0 0 11.6l-1.4 1.4a11 11 0 0 1 0-14.4zm15.6 0a11 11 0 0 1 0 14.4l-1.4-1.4a9 9 0 0 0 0-11.6z',
  search:
    'M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z',
  star: 'M12 2l3 6.9 7.5.7-5.7 5 1.7 7.4L12 18.3 5.5 22l1.7-7.4-5.7-5 7.5-.7z',
  user: 'M12 12a5 5 0 1 1 0-10 5 5 0 0 1 0 10zm-9 10a9 9 0 0 1 18 0z',
  sun: 'M12 7a5 5 0 1 1 0 10 5 5 0 0 1 0-10zM11 0h2v4h-2zm0 20h2v4h-2zM0 11h4v2H0zm20 0h4v2h-4z',
  moon: 'M14 2a10 10 0 1 0 8 14A8 8 0 0 1 14 2z',
  calendar: 'M4 5h16v16H4zm2 5v9h12v-9zM7 2h2v4H7zm8 0h2v4h-2z',
  trophy: 'M6 3h12v5a6 6 0 0 1-5 5.9V17h4v3H7v-3h4v-3.1A6 6 0 0 1 6 8zM2 4h3v4H2zm17 0h3v4h-3z',
  ball: 'M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 5-4 3 1.5 5h5L16 10z',
  gamepad:
    'M6 7h12a4 4 0 0 1 4 4v4a3 3 0 0 1-5.2 2L15 15H9l-1.8 2A3 3 0 0 1 2 15v-4a4 4 0 0 1 4-4zm1 3v2H5v2h2v2h2v-2h2v-2H9v-2z',
  close: 'M5 3.6 12 10.6l7-7 1.4 1.4-7 7 7 7-1.4 1.4-7-7-7 7L3.6 19l7-7-7-7z',
  gift: 'M3 8h18v4H3zm1 5h7v8H4zm9 0h7v8h-7zM12 8C9 3 6 4 7 6.5 7.6 8 12 8 12 8zm0 0c3-5 6-4 5-1.5C16.4 8 12 8 12 8z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={paths[name]} fill="currentColor" />
    </svg>
  );
}
