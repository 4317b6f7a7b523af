import type { Metadata } from "next";
import HomePage from "./home/page";

// "/" shows the landing page to everyone (see docs/decisions/public-browsing.md); /home is its canonical address.
export const metadata: Metadata = { alternates: { canonical: "/home" } };

export default HomePage;
