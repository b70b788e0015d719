import type { ReactNode, SVGProps } from 'react';

/** Pictures of the four product kinds of the "what did you buy" step (decorative). */
function Line({ children, ...props }: SVGProps<SVGSVGElement> & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const CableIcon = () => (
  <Line>
    <rect x="4" y="3.5" width="6" height="8" rx="1.5" />
    <path d="M5.8 3.5V1.8M8.2 3.5V1.8M7 11.5v6.5a6 6 0 0 0 6 6h6a6 6 0 0 1 6 6" />
    <rect x="22" y="20.5" width="6" height="8" rx="1.5" transform="rotate(180 25 24.5)" />
  </Line>
);

export const ChargerIcon = () => (
  <Line>
    <rect x="7" y="8" width="18" height="20" rx="4" />
    <path d="M12 8V3M20 8V3M17 13l-3.5 5h5L15 23" />
  </Line>
);

export const AdapterIcon = () => (
  <Line>
    <rect x="5" y="10" width="22" height="12" rx="3" />
    <path d="M9 16h3M20 14.5h3v3h-3zM27 16h3M2 16h3" />
  </Line>
);

export const StandIcon = () => (
  <Line>
    <rect x="11" y="3" width="11" height="18" rx="2" transform="rotate(12 16.5 12)" />
    <path d="M6 28h20M10 28l4-6M22 28l-2.5-6" />
  </Line>
);
