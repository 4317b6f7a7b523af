"use client";

import dynamic from "next/dynamic";

// The account menu (Radix's dropdown: about 18 KB gzip) is fetched only by signed-in users,
// who are the only ones it is drawn for; a visitor's page does not carry it.
export const LazyProfileMenu = dynamic(() => import("./profile-menu").then((m) => m.ProfileMenu));
