import { ThemeToggle } from "@/components/layout/theme-toggle";
import { buttonClasses } from "@/components/ui/button";
import type { DeletionWait } from "@/lib/accounts/deletion-rules";
import type { EmailTopic } from "@/lib/mail/email-kinds";
import { EMAIL_PREFERENCE_MESSAGES } from "@/lib/messages/email";
import { ChangePasswordForm } from "./change-password-form";
import { EmailPreferences } from "./email-preferences";
import { DeleteAccountButton } from "./delete-account-dialog";
import { LogoutButton } from "./logout-button";

function SettingsSection({ title, description, children, stacked = false }: { title: string; description: string; children: React.ReactNode; stacked?: boolean }) {
  return (
    <section className={`flex flex-col gap-3 px-5 py-4 ${stacked ? "" : "sm:flex-row sm:items-center sm:justify-between"}`}>
      <div>
        <h2 className="font-semibold">{title}</h2>
        <p className="text-sm text-slate-600 dark:text-slate-400">{description}</p>
      </div>
      <div className="shrink-0">{children}</div>
    </section>
  );
}

type SettingsPanelProps = {
  /** A Google account has no password to change or to confirm with. */
  hasPassword: boolean;
  /** What must finish before the account can be deleted (empty: nothing), said before they try. */
  deletionWaits: DeletionWait[];
  /** Each kind of email and whether it is on. */
  emailPreferences: Record<EmailTopic, boolean>;
};

/** The menu's Settings (/profile?tab=settings): theme, emails (docs/decisions/email.md), password, sessions, and the account rights of docs/decisions/account-rights.md. */
export function SettingsPanel({ hasPassword, deletionWaits, emailPreferences }: SettingsPanelProps) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
      <SettingsSection title="Theme" description="Light or dark. Saved on this device.">
        <ThemeToggle />
      </SettingsSection>
      <SettingsSection title={EMAIL_PREFERENCE_MESSAGES.sectionTitle} description={EMAIL_PREFERENCE_MESSAGES.sectionDescription} stacked>
        <EmailPreferences preferences={emailPreferences} />
      </SettingsSection>
      {hasPassword ? (
        <SettingsSection title="Change password" description="Your other devices are signed out; this one stays signed in." stacked>
          <ChangePasswordForm />
        </SettingsSection>
      ) : null}
      <SettingsSection title="Log out everywhere" description="Logging out ends your session on every device and browser, not just this one.">
        <LogoutButton />
      </SettingsSection>
      <SettingsSection title="Download my data" description="Everything we store about you, as one JSON file: profile, shop, listings, orders, messages and the list of your documents.">
        {/* A plain link: the browser downloads the file the route names. */}
        <a href="/api/account/export" download className={buttonClasses({ variant: "secondary", size: "sm" })}>
          Download my data
        </a>
      </SettingsSection>
      <SettingsSection title="Delete my account" description="Removes your personal data and listings. Orders and payments are kept as financial records.">
        <DeleteAccountButton hasPassword={hasPassword} waits={deletionWaits} />
      </SettingsSection>
    </div>
  );
}
