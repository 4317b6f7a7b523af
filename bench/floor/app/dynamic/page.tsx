import { headers } from "next/headers";
import { FiftyParagraphs } from "../paragraphs";

// Reading the request's headers makes the page render on every request, as a signed-in page does.
export default async function DynamicFloor() {
  await headers();
  return <FiftyParagraphs title="Dynamic floor" />;
}
