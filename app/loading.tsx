import { Spinner } from "@/components/ui/spinner";

export default function Loading() {
  return <Spinner label="Loading" className="min-h-[50vh]" />;
}
