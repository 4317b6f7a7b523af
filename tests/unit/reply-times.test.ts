import { REPLY_GRACE_SECONDS, REPLY_MIN_CONVERSATIONS, REPLY_WINDOW_DAYS, replyTimePhrase } from "@/lib/messaging/reply-times";

const HOUR = 3600;
const DAY = 24 * HOUR;
const enough = REPLY_MIN_CONVERSATIONS;

describe("a seller's reply time", () => {
  it("says nothing below five conversations, however fast the replies", () => {
    expect(REPLY_MIN_CONVERSATIONS).toBe(5);
    expect(replyTimePhrase({ conversations: 4, medianSeconds: 60 })).toBeNull();
    expect(replyTimePhrase({ conversations: 0, medianSeconds: null })).toBeNull();
    expect(replyTimePhrase({ conversations: 5, medianSeconds: 60 })).toBe("Usually replies within an hour");
  });

  it("says nothing without a median", () => {
    expect(replyTimePhrase({ conversations: 12, medianSeconds: null })).toBeNull();
  });

  it("promises the band the median falls in, each band's edge included", () => {
    expect(replyTimePhrase({ conversations: enough, medianSeconds: 0 })).toBe("Usually replies within an hour");
    expect(replyTimePhrase({ conversations: enough, medianSeconds: HOUR })).toBe("Usually replies within an hour");
    expect(replyTimePhrase({ conversations: enough, medianSeconds: HOUR + 1 })).toBe("Usually replies within a few hours");
    expect(replyTimePhrase({ conversations: enough, medianSeconds: 3 * HOUR })).toBe("Usually replies within a few hours");
    expect(replyTimePhrase({ conversations: enough, medianSeconds: 3 * HOUR + 1 })).toBe("Usually replies within a day");
    expect(replyTimePhrase({ conversations: enough, medianSeconds: DAY })).toBe("Usually replies within a day");
    expect(replyTimePhrase({ conversations: enough, medianSeconds: DAY + 1 })).toBe("Usually replies within a few days");
    expect(replyTimePhrase({ conversations: enough, medianSeconds: 3 * DAY })).toBe("Usually replies within a few days");
  });

  it("promises nothing when the median wait is longer than three days", () => {
    expect(replyTimePhrase({ conversations: 40, medianSeconds: 3 * DAY + 1 })).toBeNull();
    expect(replyTimePhrase({ conversations: 40, medianSeconds: 20 * DAY })).toBeNull();
  });

  it("judges an unanswered conversation after a day, over a 30-day window", () => {
    expect(REPLY_GRACE_SECONDS).toBe(DAY);
    expect(REPLY_WINDOW_DAYS).toBe(30);
  });
});
