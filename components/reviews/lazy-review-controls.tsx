"use client";

import dynamic from "next/dynamic";

// Answer (the reviewed seller) and Hide (staff) carry a form, its schema and a dialog; they are
// drawn only for those two, so a visitor's seller page must not download them (the public
// pages' first-load JavaScript budget, scripts/measurements/check-js-budget.mjs).
export const LazyHideReview = dynamic(() => import("./hide-review").then((m) => m.HideReview));
export const LazyReplyToReview = dynamic(() => import("./reply-to-review").then((m) => m.ReplyToReview));
