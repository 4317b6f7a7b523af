import { headers } from "next/headers";
import { requireStaff } from "@/lib/auth/session";
import { getStaffCounts } from "@/lib/admin/staff-counts";
import { StaffNav } from "@/components/admin/staff-nav";

// Every staff page opens under the same navigation to the others, with the open work counted
// (docs/decisions/staff.md). Each page still checks for staff itself: a layout is not the gate.
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireStaff();
  const [counts, requestHeaders] = await Promise.all([getStaffCounts(), headers()]);
  return (
    <div className="mx-auto flex w-full min-w-0 max-w-6xl flex-col gap-6 px-4 py-6 md:px-6 md:py-8">
      <StaffNav counts={counts} currentPath={requestHeaders.get("x-pathname") ?? undefined} />
      {children}
    </div>
  );
}
