import { env } from "@/lib/env";

/** The public address of the site, for canonical URLs and links in emails. */
export function siteUrl(): string {
  return env.NEXTAUTH_URL.replace(/\/+$/, "");
}
