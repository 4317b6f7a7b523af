/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { render, screen } from "@testing-library/react";
import { ReplyTime } from "@/components/shop/reply-time";

describe("the seller page's reply time", () => {
  it("states the band of the median wait", () => {
    render(<ReplyTime replies={{ conversations: 7, medianSeconds: 2 * 3600 }} />);
    expect(screen.getByTestId("reply-time")).toHaveTextContent("Usually replies within a few hours");
  });

  it("is absent below five conversations", () => {
    const { container } = render(<ReplyTime replies={{ conversations: 4, medianSeconds: 60 }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
