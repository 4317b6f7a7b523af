"use client";

import { useEffect } from "react";
import { notify } from "./notify";

/** For server-rendered pages whose data failed to load: the spec's error toast, once. */
export function LoadFailedToast({ message }: { message: string }) {
  useEffect(() => {
    notify.error(message);
  }, [message]);
  return null;
}
