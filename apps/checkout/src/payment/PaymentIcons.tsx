import type { ReactNode } from 'react';

/** Line icons in the shop's style (24 px grid, 1.5 stroke), decorative. */
function Icon({ size = 24, children }: { size?: number; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
      className="ui-icon"
    >
      {children}
    </svg>
  );
}

export const CardIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
    <path d="M3 9.5h18M6.5 15h4" />
  </Icon>
);

export const WalletIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M4 7.5h14.5A1.5 1.5 0 0 1 20 9v9a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 4 18V7.5z" />
    <path d="M4 7.5 15.5 4.5v3M16 13.5h.01" />
  </Icon>
);

export const InstalmentsIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 3.5V12l6 6M12 12H3.5" />
  </Icon>
);

export const BankIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <path d="M3.5 9.5 12 4.5l8.5 5M5 10v7M9.5 10v7M14.5 10v7M19 10v7M3.5 19.5h17" />
  </Icon>
);

export const GiftIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <rect x="3.5" y="8.5" width="17" height="4" rx="0.5" />
    <path d="M5 12.5v7h14v-7M12 8.5v11M12 8.5c-1.5-3.5-5-4-5-1.5S10 8.5 12 8.5Zm0 0c1.5-3.5 5-4 5-1.5s-3 1.5-5 1.5Z" />
  </Icon>
);

export const ChequeIcon = ({ size }: { size?: number }) => (
  <Icon size={size}>
    <rect x="2.5" y="6.5" width="19" height="11" rx="1" />
    <path d="M5.5 14.5c1-1.5 2-1.5 2.5 0s1.5 1.5 2.5 0M13.5 14.5h5M5.5 9.5h7" />
  </Icon>
);
