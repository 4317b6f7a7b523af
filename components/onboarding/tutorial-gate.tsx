"use client";

import dynamic from "next/dynamic";
import { useEffect, useSyncExternalStore } from "react";
import { usePathname } from "next/navigation";
import { STORAGE_KEYS } from "@/lib/onboarding/keys";

// The tutorial's code (react-joyride, the tours and their texts) is fetched only by someone
// who will see a tour, or who asked for the debug panel: a user who finished the tutorial
// downloads none of it. This gate is all every signed-in page carries.
const TutorialTour = dynamic(() => import("./tutorial-tour").then((m) => m.TutorialTour), { ssr: false });

type TutorialGateProps = {
  /**
   * profile.onboarding_completed, from the layout's read of the user: finished on some device.
   * Not copied into this device's flags: a layout the router kept from before a restart may
   * still say true, and the flag would then outlive the restart.
   */
  serverCompleted: boolean;
};

type Need = "none" | "tour" | "debug";

/** Spec: active unless the completed flag is the text true; a failed read leaves it off (the spec's error catalogue). */
function localCompleted(): boolean | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.tutorialCompleted) === "true";
  } catch (error) {
    console.warn("Tutorial: could not read the completed flag; the tutorial stays off.", error);
    return null;
  }
}

function need(serverCompleted: boolean): Need {
  if (new URLSearchParams(window.location.search).get("debug") === "true") return "debug";
  return !serverCompleted && localCompleted() === false ? "tour" : "none";
}

// Read on each render (the gate renders again on every route change); nothing to subscribe to.
const subscribeNever = () => () => {};

export function TutorialGate({ serverCompleted }: TutorialGateProps) {
  // The pathname is read so that a route change renders the gate, and looks at the flags again.
  const pathname = usePathname();
  const wanted = useSyncExternalStore(subscribeNever, () => need(serverCompleted), (): Need => "none");

  // The gate's decision on <html data-tutorial>, for support and for tests that check no tour
  // comes: "off" means the tour's code is not loaded on this page at all. Read afresh here
  // rather than from `wanted`, which is the server's "none" for the first, hydrating render.
  useEffect(() => {
    document.documentElement.dataset.tutorial = need(serverCompleted) === "none" ? "off" : "on";
    return () => {
      delete document.documentElement.dataset.tutorial;
    };
  }, [pathname, serverCompleted]);

  return wanted === "none" ? null : <TutorialTour serverCompleted={serverCompleted} debug={wanted === "debug"} />;
}
