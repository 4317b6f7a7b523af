// The toasts a component under test raised, in order, as [tone, message]. A component test
// puts it in place of the real toaster with
//   jest.mock("@/components/ui/notify", () => jest.requireActual("@/tests/support/notify-mock"));
// and reads (or empties) `toasts` from this module.
export const toasts: Array<[string, string]> = [];

const record = (tone: string) => (message: string) => void toasts.push([tone, message]);

export const notify = { success: record("success"), error: record("error"), info: record("info") };
