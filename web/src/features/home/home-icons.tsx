import type { SVGProps } from 'react';

/** Line icons of the home page: 32-unit grid, currentColor, decorative. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 32 32"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
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
  <Icon>
    <rect x="5" y="3" width="7" height="9" rx="2" />
    <path d="M7.5 3V1.5M9.5 3V1.5" />
    <rect x="20" y="20" width="7" height="9" rx="2" />
    <path d="M22.5 29v1.5M24.5 29v1.5" />
    <path d="M8.5 12v4a5 5 0 0 0 5 5h5a5 5 0 0 1 5 5v-6" />
  </Icon>
);

export const ChargerIcon = () => (
  <Icon>
    <rect x="7" y="9" width="18" height="20" rx="4" />
    <path d="M12 9V4M20 9V4" />
    <path d="m17 13-4 6h6l-4 6" />
  </Icon>
);

export const AdapterIcon = () => (
  <Icon>
    <rect x="4" y="10" width="24" height="12" rx="4" />
    <path d="M9 16h2M14 16h4M21 16h2" />
    <path d="M16 10V5M16 27v-5" />
  </Icon>
);

export const StandIcon = () => (
  <Icon>
    <rect x="10" y="3" width="12" height="20" rx="2.5" transform="rotate(-8 16 13)" />
    <path d="M9 24.5h14M16 24.5l2 4.5M8 29h16" />
  </Icon>
);

export const ShieldIcon = () => (
  <Icon>
    <path d="M16 3 6 7v8c0 6.5 4.3 11.3 10 14 5.7-2.7 10-7.5 10-14V7L16 3Z" />
    <path d="m11.5 16 3 3 6-6.5" />
  </Icon>
);

export const StoreIcon = () => (
  <Icon>
    <path d="M5 12h22l-1.5 15a2 2 0 0 1-2 2h-15a2 2 0 0 1-2-2L5 12Z" />
    <path d="M11 12V9a5 5 0 0 1 10 0v3" />
  </Icon>
);

export const ChatIcon = () => (
  <Icon>
    <path d="M27 15.5c0 5.8-4.9 10-11 10-1.6 0-3.1-.3-4.5-.8L5 27l1.8-5.3C5.7 20 5 17.9 5 15.5 5 9.7 9.9 5 16 5s11 4.7 11 10.5Z" />
    <path d="M16 10.5v5l3 2" />
  </Icon>
);
