import type { ReactNode, SVGProps } from "react";

// A few line icons drawn inline: no icon font to download on a slow connection.
// Each icon is only its drawing; lineIcon gives it the shared 24-unit frame and
// stroke, and hides it from assistive technology (the control around it has the name).
type IconProps = SVGProps<SVGSVGElement>;

function lineIcon(name: string, drawing: ReactNode) {
  function LineIcon(props: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        width={20}
        height={20}
        {...props}
      >
        {drawing}
      </svg>
    );
  }
  LineIcon.displayName = name;
  return LineIcon;
}

export const HomeIcon = lineIcon("HomeIcon", <><path d="M3 10.5 12 3l9 7.5" /><path d="M5 9.5V21h14V9.5" /><path d="M10 21v-6h4v6" /></>);
export const StoreIcon = lineIcon("StoreIcon", <><path d="M3 9h18l-1.5-5h-15z" /><path d="M4 9v11h16V9" /><path d="M9 20v-6h6v6" /></>);
export const ShopBagIcon = lineIcon("ShopBagIcon", <><path d="M5 8h14l-1 13H6z" /><path d="M9 8V6a3 3 0 0 1 6 0v2" /></>);
export const HeartIcon = lineIcon("HeartIcon", <path d="M12 20s-7-4.5-9-9a4.8 4.8 0 0 1 9-3 4.8 4.8 0 0 1 9 3c-2 4.5-9 9-9 9z" />);
export const CartIcon = lineIcon("CartIcon", <><circle cx="9" cy="20" r="1.3" /><circle cx="18" cy="20" r="1.3" /><path d="M2 3h3l2.6 12.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6" /></>);
export const MessageIcon = lineIcon("MessageIcon", <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20.5l1.5-4.8A8 8 0 1 1 21 12z" />);
export const UserIcon = lineIcon("UserIcon", <><circle cx="12" cy="8" r="4" /><path d="M4 21a8 8 0 0 1 16 0" /></>);
export const SunIcon = lineIcon("SunIcon", <><circle cx="12" cy="12" r="4" /><path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" /></>);
export const MoonIcon = lineIcon("MoonIcon", <path d="M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z" />);
export const ChevronDownIcon = lineIcon("ChevronDownIcon", <path d="m6 9 6 6 6-6" />);
export const LogOutIcon = lineIcon("LogOutIcon", <><path d="M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4" /><path d="m16 17 5-5-5-5" /><path d="M21 12H9" /></>);
export const SettingsIcon = lineIcon("SettingsIcon", <><circle cx="12" cy="12" r="3" /><path d="M19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z" /></>);
export const PackageIcon = lineIcon("PackageIcon", <><path d="M21 8 12 3 3 8v8l9 5 9-5z" /><path d="m3 8 9 5 9-5M12 13v8" /></>);
export const BookIcon = lineIcon("BookIcon", <><path d="M4 19.5A2.5 2.5 0 0 1 6.5 17H20V3H6.5A2.5 2.5 0 0 0 4 5.5z" /><path d="M4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5" /></>);
export const LaptopIcon = lineIcon("LaptopIcon", <><rect x="4" y="4" width="16" height="11" rx="1.5" /><path d="M2 20h20" /></>);
export const PencilIcon = lineIcon("PencilIcon", <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4z" />);
export const NotesIcon = lineIcon("NotesIcon", <><path d="M14 3H6a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V9z" /><path d="M14 3v6h6M8 13h8M8 17h5" /></>);
export const PauseIcon = lineIcon("PauseIcon", <path d="M9 5v14M15 5v14" />);
export const PlayIcon = lineIcon("PlayIcon", <path d="M7 4.5v15l12-7.5z" />);
export const SearchIcon = lineIcon("SearchIcon", <><circle cx="11" cy="11" r="7" /><path d="m20 20-3.5-3.5" /></>);
export const MapPinIcon = lineIcon("MapPinIcon", <><path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Z" /><circle cx="12" cy="9.5" r="2.5" /></>);
export const ShareIcon = lineIcon("ShareIcon", <><circle cx="18" cy="5" r="2.5" /><circle cx="6" cy="12" r="2.5" /><circle cx="18" cy="19" r="2.5" /><path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" /></>);
export const FilterIcon = lineIcon("FilterIcon", <path d="M4 6h16M7 12h10M10 18h4" />);
export const CloseIcon = lineIcon("CloseIcon", <path d="M6 6l12 12M18 6 6 18" />);
export const TruckIcon = lineIcon("TruckIcon", <><path d="M3 6h11v10H3zM14 10h4l3 3v3h-7z" /><circle cx="7" cy="18" r="1.8" /><circle cx="17" cy="18" r="1.8" /></>);
export const MailIcon = lineIcon("MailIcon", <><rect x="3" y="5" width="18" height="14" rx="2" /><path d="m4 7 8 6 8-6" /></>);
export const CheckIcon = lineIcon("CheckIcon", <path d="m5 12.5 4.5 4.5L19 7.5" />);
export const StarIcon = lineIcon("StarIcon", <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9z" />);
export const ChevronRightIcon = lineIcon("ChevronRightIcon", <path d="m9 6 6 6-6 6" />);
export const ChevronLeftIcon = lineIcon("ChevronLeftIcon", <path d="m15 6-6 6 6 6" />);
export const ClockIcon = lineIcon("ClockIcon", <><circle cx="12" cy="12" r="9" /><path d="M12 7v5l3 2" /></>);
export const InfoIcon = lineIcon("InfoIcon", <><circle cx="12" cy="12" r="9" /><path d="M12 11v5.5" /><path d="M12 7.5h.01" /></>);
export const ShieldIcon = lineIcon("ShieldIcon", <><path d="M12 3 4.5 6v5.5c0 4.6 3.2 8.3 7.5 9.5 4.3-1.2 7.5-4.9 7.5-9.5V6z" /><path d="m9 12 2 2 4-4" /></>);
