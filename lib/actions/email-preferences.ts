"use server";

import { revalidatePath } from "next/cache";
import { setEmailTopic } from "@/lib/db/email-outbox";
import { EMAIL_PREFERENCE_MESSAGES, EMAIL_TOPIC_LABELS } from "@/lib/messages/email";
import { emailPreferenceSchema } from "@/lib/validation/email";
import { userActionClient } from "./safe-action";
import { succeeded } from "./result";

/** Settings' email switches: one kind of email on or off, for the signed-in user only. */
export const setEmailPreferenceAction = userActionClient
  .metadata({ name: "setEmailPreference", failed: EMAIL_PREFERENCE_MESSAGES.failed, signedOut: EMAIL_PREFERENCE_MESSAGES.signedOut })
  .inputSchema(emailPreferenceSchema)
  .action(async ({ parsedInput: { topic, enabled }, ctx: { user } }) => {
    await setEmailTopic(user.id, topic, enabled);
    revalidatePath("/profile");
    return succeeded(EMAIL_PREFERENCE_MESSAGES.saved(EMAIL_TOPIC_LABELS[topic].title, enabled), { topic, enabled });
  });
