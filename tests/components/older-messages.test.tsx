/**
 * @jest-environment ./tests/support/jsdom-environment.cjs
 */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";

const loadOlderMessagesAction = jest.fn();
jest.mock("@/lib/actions/messages", () => ({ loadOlderMessagesAction: (input: unknown) => loadOlderMessagesAction(input) }));

import { OlderMessages } from "@/components/messages/older-messages";

const OTHER = "6f1c1f5e-8d2a-4c1b-9a57-1c2d3e4f5a6b";
const page = (bodies: string[], startIso: string, hasOlder: boolean) => ({
  data: {
    data: {
      messages: bodies.map((body, i) => ({ id: `${body}-id`, mine: i % 2 === 0, body, createdAt: new Date(new Date(startIso).getTime() + i * 1000).toISOString() })),
      hasOlder,
    },
  },
});

beforeEach(() => loadOlderMessagesAction.mockReset());

describe("older messages of a conversation", () => {
  it("load page after page above the latest, each asked for before the first one shown", async () => {
    const user = userEvent.setup({ delay: null });
    loadOlderMessagesAction.mockResolvedValueOnce(page(["Three", "Four"], "2026-11-20T10:00:00.000Z", true)).mockResolvedValueOnce(page(["One", "Two"], "2026-11-19T10:00:00.000Z", false));
    render(
      <ol aria-label="Messages">
        <OlderMessages otherUserId={OTHER} otherName="Brian Otieno" before="2026-11-21T00:00:00.000Z" />
        <li>Latest</li>
      </ol>,
    );
    await user.click(screen.getByRole("button", { name: "Show older messages" }));
    expect(loadOlderMessagesAction).toHaveBeenCalledWith({ otherUserId: OTHER, before: "2026-11-21T00:00:00.000Z" });
    await user.click(await screen.findByRole("button", { name: "Show older messages" }));
    expect(loadOlderMessagesAction).toHaveBeenLastCalledWith({ otherUserId: OTHER, before: "2026-11-20T10:00:00.000Z" });
    await screen.findByText("One");
    const items = within(screen.getByRole("list", { name: "Messages" })).getAllByRole("listitem").map((item) => item.textContent);
    expect(items.map((text) => text?.replace(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2}/, "").trim())).toEqual(["You: One", "Brian Otieno: Two", "You: Three", "Brian Otieno: Four", "Latest"]);
    expect(screen.queryByRole("button", { name: "Show older messages" })).not.toBeInTheDocument();
  });

  it("a failed load says so and can be tried again", async () => {
    const user = userEvent.setup({ delay: null });
    loadOlderMessagesAction.mockResolvedValueOnce({ serverError: { message: "Failed to load messages" } }).mockResolvedValueOnce(page(["Back again"], "2026-11-20T10:00:00.000Z", false));
    render(
      <ol>
        <OlderMessages otherUserId={OTHER} otherName="Brian Otieno" before="2026-11-21T00:00:00.000Z" />
      </ol>,
    );
    await user.click(screen.getByRole("button", { name: "Show older messages" }));
    expect(await screen.findByText("Failed to load messages")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show older messages" }));
    expect(await screen.findByText("Back again")).toBeInTheDocument();
  });
});
