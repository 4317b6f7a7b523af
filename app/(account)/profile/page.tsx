import type { Metadata } from "next";
import { AppLink } from "@/components/navigation/app-link";
import { requireUser } from "@/lib/auth/session";
import { getProfileOverview, getProfileForEdit } from "@/lib/db/profiles";
import { listCampusLocations } from "@/lib/db/campus-locations";
import { listBuyerOrders } from "@/lib/db/orders";
import { listOwnProducts } from "@/lib/db/seller-products";
import { listWishlistItems } from "@/lib/db/wishlist";
import { findConversationOrder, findConversationProduct, listConversations, readConversation } from "@/lib/db/messages";
import { accountDeletionBlockers } from "@/lib/db/account-deletion";
import { deletionWaits } from "@/lib/accounts/deletion-rules";
import { profileTabLabel, profileTabsFor, resolveMessageBox, resolveProfileTab, type MessageBox, type ProfileTab } from "@/lib/accounts/profile-tabs";
import { PROFILE_MESSAGES } from "@/lib/messages/account";
import { ProfileHeader } from "@/components/profile/profile-header";
import { ProfileTabList } from "@/components/profile/profile-tab-list";
import { OrdersPanel } from "@/components/profile/orders-panel";
import { MessagesPanel, type OpenConversation } from "@/components/profile/messages-panel";
import { isUuid } from "@/lib/validation/ids";
import { SettingsPanel } from "@/components/profile/settings-panel";
import { getEmailPreferences } from "@/lib/db/email-outbox";
import { WishlistView } from "@/components/wishlist/wishlist-view";
import { ProductFeed } from "@/components/catalogue/product-feed";
import { ListMessage } from "@/components/catalogue/empty-state";
import { LoadFailedToast } from "@/components/ui/load-failed-toast";
import { buttonClasses } from "@/components/ui/button";
import { StaffNav } from "@/components/admin/staff-nav";
import { getStaffCounts } from "@/lib/admin/staff-counts";
import { getOwnVerification } from "@/lib/db/verifications";
import { VerificationCard } from "@/components/profile/verification-card";

export const metadata: Metadata = { title: "Profile", robots: { index: false } };

type ProfilePageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ProfilePage({ searchParams }: ProfilePageProps) {
  const user = await requireUser();
  const [params, profile, campuses, credentials, staffCounts, verification] = await Promise.all([
    searchParams,
    getProfileOverview(user.id),
    listCampusLocations(),
    getProfileForEdit(user.id),
    user.isStaff ? getStaffCounts() : null,
    user.accountType === "wholesaler" ? getOwnVerification(user.id) : null,
  ]);
  if (!profile) {
    return (
      <div className="mx-auto max-w-5xl px-4 py-8 md:px-6">
        <LoadFailedToast message={PROFILE_MESSAGES.loadFailed} />
        <ListMessage title={PROFILE_MESSAGES.loadFailed} tone="error" />
      </div>
    );
  }
  const account = { isSeller: profile.isSeller, isPro: user.isPro };
  const tab = resolveProfileTab(params.tab, account);

  return (
    <>
      <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-6 md:px-6 md:py-8">
        <ProfileHeader profile={{ ...profile, isPro: account.isPro }} campuses={campuses} hasPassword={Boolean(credentials?.passwordHash)} />
        {verification ? <VerificationCard verification={verification} /> : null}
        {staffCounts ? <StaffNav counts={staffCounts} withHeading /> : null}
        <div>
          <ProfileTabList tabs={profileTabsFor(account)} current={tab} />
          <div role="tabpanel" id="profile-tab-panel" aria-labelledby={`profile-tab-${tab}`} tabIndex={0} className="pt-5 focus-visible:outline-none">
            <h2 className="sr-only">{profileTabLabel(tab)}</h2>
            <TabPanel
              tab={tab}
              userId={user.id}
              hasPassword={Boolean(credentials?.passwordHash)}
              box={resolveMessageBox(params.box)}
              conversationWith={uuidParam(params.to)}
              aboutProduct={uuidParam(params.product)}
              aboutOrder={uuidParam(params.order)}
              aboutItem={uuidParam(params.item)}
              before={olderThan(params.before)}
            />
          </div>
        </div>
      </div>
    </>
  );
}

function uuidParam(value: unknown): string | null {
  return typeof value === "string" && isUuid(value) ? value : null;
}

/** `?before=` of a conversation's older page: a date, or nothing. */
function olderThan(value: unknown): Date | undefined {
  if (typeof value !== "string") return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

type TabPanelProps = {
  tab: ProfileTab;
  userId: string;
  hasPassword: boolean;
  box: MessageBox;
  /** The open conversation's other person (`?to=`), what a new one is about (`?product=`), and its older page (`?before=`). */
  conversationWith: string | null;
  aboutProduct: string | null;
  /** What Contact Seller / Contact Buyer opens it about (`?order=`, `?item=`). */
  aboutOrder: string | null;
  aboutItem: string | null;
  before: Date | undefined;
};

async function openConversation(
  userId: string,
  otherId: string | null,
  about: { productId: string | null; orderId: string | null; orderItemId: string | null },
  before: Date | undefined,
): Promise<OpenConversation | null> {
  if (!otherId) return null;
  if (otherId === userId) return { kind: "not-found" };
  const [conversation, product] = await Promise.all([readConversation(userId, otherId, before), about.productId ? findConversationProduct(about.productId, userId, otherId) : null]);
  if (!conversation) return { kind: "not-found" };
  // The order it is about: the one asked for, else the latest message's tied to an order item.
  const latestItem = conversation.messages.findLast((message) => message.orderItemId)?.orderItemId ?? null;
  const order = await findConversationOrder(userId, otherId, about.orderId || about.orderItemId ? about : { orderItemId: latestItem });
  return { kind: "open", conversation, about: product, order };
}

async function TabPanel({ tab, userId, hasPassword, box, conversationWith, aboutProduct, aboutOrder, aboutItem, before }: TabPanelProps) {
  switch (tab) {
    case "listings": {
      const page = await listOwnProducts(userId);
      return (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-slate-600 dark:text-slate-400">Everything you list, whatever its status. Manage your shop from My shop.</p>
            <AppLink href="/add-product" className={buttonClasses({ size: "sm" })}>
              New Listing
            </AppLink>
          </div>
          {page.products.length === 0 ? (
            <ListMessage title="No listings yet">
              <p className="text-sm text-slate-600 dark:text-slate-400">List a textbook, a gadget or anything you no longer need.</p>
            </ListMessage>
          ) : (
            <ProductFeed label="Your listings" products={page.products} page={1} hasMore={page.hasMore} more={{ kind: "own" }} nextPageHref="/myshop" viewerId={userId} />
          )}
        </div>
      );
    }
    case "orders":
      return <OrdersPanel orders={await listBuyerOrders(userId)} />;
    case "wishlist":
      return <WishlistView lines={await listWishlistItems(userId)} embedded />;
    case "messages": {
      const [conversations, open] = await Promise.all([listConversations(userId, box), openConversation(userId, conversationWith, { productId: aboutProduct, orderId: aboutOrder, orderItemId: aboutItem }, before)]);
      return <MessagesPanel box={box} conversations={conversations} open={open} />;
    }
    case "history":
      return <ListMessage title="Your browsing history will appear here" />;
    case "settings": {
      const [blockers, emailPreferences] = await Promise.all([accountDeletionBlockers(userId), getEmailPreferences(userId)]);
      return <SettingsPanel hasPassword={hasPassword} deletionWaits={deletionWaits(blockers)} emailPreferences={emailPreferences} />;
    }
  }
}
