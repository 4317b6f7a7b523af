/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PriceRangeFilter } from "@/components/catalogue/price-range-filter";

// Radix measures the thumbs; jsdom has no layout.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

/** The filter with its bounds kept the way the sidebar keeps its draft. */
function Harness({ initial = [0, 100_000] as [number, number], onChange = jest.fn() }) {
  const [bounds, setBounds] = useState(initial);
  return (
    <>
      <PriceRangeFilter
        idPrefix="t"
        bounds={bounds}
        onChange={(next) => {
          setBounds(next);
          onChange(next);
        }}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

const minInput = () => screen.getByRole("spinbutton", { name: "Min (KES)" });
const maxInput = () => screen.getByRole("spinbutton", { name: "Max (KES)" });
// The slider's code is fetched after the page shows (next/dynamic): the thumbs arrive a moment later.
const minThumb = () => screen.findByRole("slider", { name: "Minimum price" });
const maxThumb = () => screen.findByRole("slider", { name: "Maximum price" });

describe("PriceRangeFilter", () => {
  it("has labelled number inputs and one two-thumb slider over the spec's range", async () => {
    render(<Harness />);
    expect(minInput()).toHaveValue(0);
    expect(maxInput()).toHaveValue(100_000);
    expect(await screen.findAllByRole("slider")).toHaveLength(2);
    expect(await minThumb()).toHaveAttribute("aria-valuemin", "0");
    expect(await maxThumb()).toHaveAttribute("aria-valuemax", "100000");
    expect(await maxThumb()).toHaveAttribute("aria-valuetext", "KES 100,000.00");
  });

  it("applies a typed amount on Enter, not at every keystroke", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.clear(maxInput());
    await user.type(maxInput(), "2500");
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith([0, 2500]);
    expect(await maxThumb()).toHaveAttribute("aria-valuenow", "2500");
    // The field keeps the keyboard.
    expect(maxInput()).toHaveFocus();
  });

  it("applies a typed amount when the visitor leaves the field", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    await user.clear(minInput());
    await user.type(minInput(), "1500");
    await user.click(screen.getByRole("button", { name: "elsewhere" }));
    expect(onChange).toHaveBeenLastCalledWith([1500, 100_000]);
  });

  it("never lets the maximum go below the minimum", async () => {
    const user = userEvent.setup();
    render(<Harness initial={[3000, 5000]} />);
    await user.clear(maxInput());
    await user.type(maxInput(), "1000{Enter}");
    expect(minInput()).toHaveValue(1000);
    expect(maxInput()).toHaveValue(1000);

    await user.clear(minInput());
    await user.type(minInput(), "8000{Enter}");
    expect(minInput()).toHaveValue(8000);
    expect(maxInput()).toHaveValue(8000);
  });

  it("moves a thumb by the spec's step with the arrow keys and shows it in the inputs", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial={[1000, 5000]} onChange={onChange} />);
    (await maxThumb()).focus();
    await user.keyboard("{ArrowLeft}{ArrowLeft}");
    expect(onChange).toHaveBeenLastCalledWith([1000, 3000]);
    expect(maxInput()).toHaveValue(3000);
    // Pressed on past the other thumb, the range stays in order: the maximum is never below the minimum.
    await user.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    for (const [[min, max]] of onChange.mock.calls as Array<[[number, number]]>) expect(max).toBeGreaterThanOrEqual(min);
    expect(Number((await maxThumb()).getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(Number((await minThumb()).getAttribute("aria-valuenow")));
    expect(Number((maxInput() as HTMLInputElement).value)).toBeGreaterThanOrEqual(Number((minInput() as HTMLInputElement).value));
  });

  it("an emptied field means the end of the range", async () => {
    const user = userEvent.setup();
    const onChange = jest.fn();
    render(<Harness initial={[2000, 4000]} onChange={onChange} />);
    await user.clear(maxInput());
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenLastCalledWith([2000, 100_000]);
    expect(maxInput()).toHaveValue(100_000);
  });
});
