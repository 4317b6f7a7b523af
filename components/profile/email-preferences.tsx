"use client";

import { startTransition, useOptimistic, useState } from "react";
import { setEmailPreferenceAction } from "@/lib/actions/email-preferences";
import { EMAIL_TOPICS, type EmailTopic } from "@/lib/mail/email-kinds";
import { EMAIL_PREFERENCE_MESSAGES, EMAIL_TOPIC_LABELS } from "@/lib/messages/email";
import { notify } from "@/components/ui/notify";
import { useServerActions } from "@/components/ui/use-server-action";

type EmailPreferencesProps = { preferences: Record<EmailTopic, boolean> };

/** One switch per kind of email; each flips at once and goes back if the save fails. */
export function EmailPreferences({ preferences }: EmailPreferencesProps) {
  const { call } = useServerActions();
  // What the server last confirmed: kept here, so a saved switch stays put whether or not the page re-renders.
  const [saved, setSaved] = useState(preferences);
  const [shown, setShown] = useOptimistic(saved, (current, change: { topic: EmailTopic; enabled: boolean }) => ({ ...current, [change.topic]: change.enabled }));

  const toggle = (topic: EmailTopic) => {
    const enabled = !shown[topic];
    startTransition(async () => {
      setShown({ topic, enabled });
      const result = await call(setEmailPreferenceAction, { topic, enabled }, EMAIL_PREFERENCE_MESSAGES.failed);
      if (result.ok) {
        setSaved((current) => ({ ...current, [topic]: enabled }));
        notify.success(result.message ?? EMAIL_PREFERENCE_MESSAGES.saved(EMAIL_TOPIC_LABELS[topic].title, enabled));
      } else {
        notify.error(result.message);
      }
    });
  };

  return (
    <ul className="flex flex-col gap-3">
      {EMAIL_TOPICS.map((topic) => {
        const label = EMAIL_TOPIC_LABELS[topic];
        const id = `email-topic-${topic}`;
        return (
          <li key={topic} className="flex items-center justify-between gap-4">
            <div>
              <p id={id} className="text-sm font-medium">
                {label.title}
              </p>
              <p id={`${id}-description`} className="text-sm text-slate-600 dark:text-slate-400">
                {label.description}
              </p>
            </div>
            <button
              type="button"
              role="switch"
              aria-checked={shown[topic]}
              aria-labelledby={id}
              aria-describedby={`${id}-description`}
              onClick={() => toggle(topic)}
              className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${shown[topic] ? "bg-teal-700" : "bg-slate-300 dark:bg-slate-600"}`}
            >
              <span aria-hidden="true" className={`inline-block size-5 rounded-full bg-white shadow transition-transform ${shown[topic] ? "translate-x-5" : "translate-x-0.5"}`} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
