import { FiftyParagraphs } from "../paragraphs";

// Prerendered at build time: the server only sends the stored HTML.
export default function StaticFloor() {
  return <FiftyParagraphs title="Static floor" />;
}
