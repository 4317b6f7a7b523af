/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { fireEvent, render, screen } from "@testing-library/react";
import ErrorPage from "@/app/error";
import { DATABASE_UNAVAILABLE_DIGEST, DATABASE_UNAVAILABLE_MESSAGES, ERROR_SCREEN_MESSAGES } from "@/lib/messages/errors";

// The error boundary (app/error.tsx): a database out of reach says so and tries
// again by loading the page anew; any other failure keeps the general screen and its reset.

beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

const failure = (digest?: string) => Object.assign(new Error("An error occurred in the Server Components render."), { digest });

describe("the error screen", () => {
  it("for the database out of reach: the outage's title and text, no error details", () => {
    render(<ErrorPage error={failure(DATABASE_UNAVAILABLE_DIGEST)} reset={jest.fn()} />);
    expect(screen.getByRole("heading", { name: DATABASE_UNAVAILABLE_MESSAGES.title })).toBeInTheDocument();
    expect(screen.getByText(DATABASE_UNAVAILABLE_MESSAGES.body)).toBeInTheDocument();
    expect(screen.queryByText(/Server Components/)).not.toBeInTheDocument();
  });

  it("for anything else: the general screen, whose Try again resets the segment", () => {
    const reset = jest.fn();
    render(<ErrorPage error={failure("1497806632")} reset={reset} />);
    expect(screen.getByRole("heading", { name: ERROR_SCREEN_MESSAGES.failedTitle })).toBeInTheDocument();
    expect(screen.queryByText(DATABASE_UNAVAILABLE_MESSAGES.body)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: ERROR_SCREEN_MESSAGES.retry }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
