/**
 * The hero illustration: a charger, a braided cable and a phone resting on a stand. Pure SVG so
 * the page needs no image request; decorative (the headline says it all).
 */
export function HeroArt({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 520 440" aria-hidden="true" focusable="false">
      <defs>
        <radialGradient id="hero-glow" cx="50%" cy="45%" r="55%">
          <stop offset="0" stopColor="#d6e8fb" />
          <stop offset="0.65" stopColor="#eef5fd" />
          <stop offset="1" stopColor="#ffffff" stopOpacity="0" />
        </radialGradient>
        <linearGradient id="hero-screen" x1="0" y1="0" x2="0.4" y2="1">
          <stop offset="0" stopColor="#0b6bcb" />
          <stop offset="1" stopColor="#5fb0f5" />
        </linearGradient>
        <linearGradient id="hero-brick" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="1" stopColor="#eef1f5" />
        </linearGradient>
        <linearGradient id="hero-metal" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#b8c2ce" />
          <stop offset="0.5" stopColor="#dde3ea" />
          <stop offset="1" stopColor="#aab5c2" />
        </linearGradient>
      </defs>

      <circle cx="270" cy="210" r="205" fill="url(#hero-glow)" />
      <ellipse cx="265" cy="392" rx="200" ry="16" fill="#0d1117" opacity="0.06" />

      {/* cable, from the charger's port into the stand */}
      <path d="M150 282 C150 372 250 396 318 372 C352 360 372 352 392 348" fill="none" stroke="#1b2330" strokeWidth="11" strokeLinecap="round" />
      <path
        d="M150 282 C150 372 250 396 318 372 C352 360 372 352 392 348"
        fill="none"
        stroke="#3a4656"
        strokeWidth="3"
        strokeLinecap="round"
        strokeDasharray="2 7"
      />

      {/* charger */}
      <rect x="100" y="128" width="12" height="26" rx="3" fill="url(#hero-metal)" />
      <rect x="138" y="128" width="12" height="26" rx="3" fill="url(#hero-metal)" />
      <rect x="72" y="148" width="156" height="152" rx="32" fill="url(#hero-brick)" stroke="#d5dce4" strokeWidth="2" />
      <rect x="130" y="262" width="40" height="14" rx="7" fill="#1b2330" />
      <rect x="138" y="267" width="24" height="4" rx="2" fill="#5a6676" />
      <path d="M156 190 140 214h14l-6 22 18-28h-14l6-18Z" fill="#0b6bcb" />
      <rect x="140" y="276" width="20" height="16" rx="4" fill="#1b2330" />

      {/* stand */}
      <rect x="334" y="372" width="132" height="14" rx="7" fill="#c3ccd7" />
      <path d="M400 372 388 330" stroke="#aab5c2" strokeWidth="14" strokeLinecap="round" />
      <path d="M388 330 414 196" stroke="#c3ccd7" strokeWidth="12" strokeLinecap="round" />

      {/* phone, leaning on the stand */}
      <g transform="rotate(-9 392 322)">
        <rect x="332" y="88" width="122" height="234" rx="24" fill="#111418" />
        <rect x="339" y="95" width="108" height="220" rx="18" fill="url(#hero-screen)" />
        <rect x="375" y="103" width="36" height="8" rx="4" fill="#111418" />
        <circle cx="393" cy="200" r="34" fill="none" stroke="#ffffff" strokeOpacity="0.3" strokeWidth="6" />
        <path d="M393 166 a34 34 0 1 1 -30.5 49" fill="none" stroke="#ffffff" strokeWidth="6" strokeLinecap="round" />
        <path d="M397 182 385 202h10l-4 16 13-21h-10l3-15Z" fill="#ffffff" />
        <rect x="366" y="262" width="54" height="8" rx="4" fill="#ffffff" fillOpacity="0.55" />
        <rect x="376" y="278" width="34" height="6" rx="3" fill="#ffffff" fillOpacity="0.35" />
        <rect x="326" y="318" width="134" height="14" rx="7" fill="#aab5c2" />
      </g>

      {/* sparkles */}
      <circle cx="92" cy="96" r="5" fill="#0b6bcb" opacity="0.35" />
      <circle cx="470" cy="110" r="7" fill="#0b6bcb" opacity="0.2" />
      <circle cx="250" cy="96" r="4" fill="#0b6bcb" opacity="0.3" />
    </svg>
  );
}
