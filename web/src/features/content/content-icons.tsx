import type { SVGProps } from 'react';

/** Icons only the content pages use (kept out of the shell's icon set). */
function Stroke(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
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
    />
  );
}

export const QuestionIcon = () => (
  <Stroke>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M9.4 9.2a2.7 2.7 0 0 1 5.2 1c0 1.8-2.6 2.3-2.6 4" />
    <path d="M12 17.5h.01" />
  </Stroke>
);

export const DownloadIcon = () => (
  <Stroke>
    <path d="M12 3v12" />
    <path d="m7 10 5 5 5-5" />
    <path d="M4 19h16" />
  </Stroke>
);

export const ChatIcon = () => (
  <Stroke>
    <path d="M20 12a8 8 0 0 1-11.6 7.1L4 20l1-4.1A8 8 0 1 1 20 12Z" />
  </Stroke>
);

export const CableIcon = () => (
  <Stroke>
    <path d="M7 3v4M11 3v4M5 7h8v4a4 4 0 0 1-8 0V7Z" />
    <path d="M9 15v2a4 4 0 0 0 8 0V8" />
    <path d="M15 4h4v4h-4z" />
  </Stroke>
);

export const PlugIcon = () => (
  <Stroke>
    <rect x="5" y="7" width="14" height="14" rx="3" />
    <path d="M9 3v4M15 3v4" />
    <path d="m12.5 11-2 3h3l-2 3" />
  </Stroke>
);

export const AdapterIcon = () => (
  <Stroke>
    <rect x="3" y="8" width="13" height="8" rx="2" />
    <path d="M6 12h2M10 12h3" />
    <path d="M16 12h3a2 2 0 0 0 2-2V7" />
  </Stroke>
);

export const StandIcon = () => (
  <Stroke>
    <rect x="9" y="2.5" width="8" height="13" rx="1.5" transform="rotate(12 13 9)" />
    <path d="M11 15.5 9 21M5 21h12" />
  </Stroke>
);
