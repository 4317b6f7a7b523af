import {
  accountTypeLabel,
  defaultProfileTab,
  profileTabHref,
  profileTabLabel,
  profileTabsFor,
  resolveMessageBox,
  resolveProfileTab,
} from "@/lib/accounts/profile-tabs";
import { isPayoutPhoneChange } from "@/lib/accounts/profile-edits";
import { becomeSellerSchema, deleteAccountSchema, editProfileSchema } from "@/lib/validation/profile";
import { DELETED_USER_NAME, deletionBlockedMessage, deletionWaits } from "@/lib/accounts/deletion-rules";
import { completeProfileSchema } from "@/lib/validation/profile";

const buyer = { isSeller: false, isPro: false };
const seller = { isSeller: true, isPro: false };
const proSeller = { isSeller: true, isPro: true };

describe("the profile's tabs (spec: ?tab=messages|wishlist|orders|listings|history)", () => {
  it("a seller opens on Listings and a buyer on Wishlist", () => {
    expect(defaultProfileTab(seller)).toBe("listings");
    expect(defaultProfileTab(buyer)).toBe("wishlist");
    expect(resolveProfileTab(undefined, seller)).toBe("listings");
    expect(resolveProfileTab(undefined, buyer)).toBe("wishlist");
  });

  it("sellers have Listings and no History; buyers have History and no Listings", () => {
    expect(profileTabsFor(seller)).toEqual(["listings", "orders", "wishlist", "messages", "settings"]);
    expect(profileTabsFor(buyer)).toEqual(["wishlist", "orders", "messages", "history", "settings"]);
  });

  it("the tab in the address is opened when the account has it", () => {
    for (const tab of ["orders", "wishlist", "messages", "settings", "history"] as const) expect(resolveProfileTab(tab, buyer)).toBe(tab);
    for (const tab of ["orders", "wishlist", "messages", "settings", "listings"] as const) expect(resolveProfileTab(tab, seller)).toBe(tab);
  });

  it("an unknown tab, or one the account does not have, falls back to the default", () => {
    expect(resolveProfileTab("nonsense", buyer)).toBe("wishlist");
    expect(resolveProfileTab("listings", buyer)).toBe("wishlist");
    expect(resolveProfileTab("history", seller)).toBe("listings");
    expect(resolveProfileTab(["orders", "wishlist"], buyer)).toBe("wishlist");
    expect(resolveProfileTab("ORDERS", buyer)).toBe("wishlist");
  });

  it("each tab has a label and its own address", () => {
    expect(profileTabsFor(seller).map(profileTabLabel)).toEqual(["Listings", "Orders", "Wishlist", "Messages", "Settings"]);
    expect(profileTabLabel("history")).toBe("History");
    expect(profileTabHref("orders")).toBe("/profile?tab=orders");
  });

  it("the Messages tab shows received messages unless sent ones are asked for", () => {
    expect(resolveMessageBox(undefined)).toBe("received");
    expect(resolveMessageBox("sent")).toBe("sent");
    expect(resolveMessageBox("outbox")).toBe("received");
  });
});

describe("the account type shown on the profile", () => {
  it("is Buyer, Seller or Pro Seller", () => {
    expect(accountTypeLabel(buyer)).toBe("Buyer");
    expect(accountTypeLabel(seller)).toBe("Seller");
    expect(accountTypeLabel(proSeller)).toBe("Pro Seller");
    // Pro without selling is still a buyer: Pro is a seller's plan.
    expect(accountTypeLabel({ isSeller: false, isPro: true })).toBe("Buyer");
  });
});

describe("which Edit Profile changes ask for the current password", () => {
  it("a seller replacing or removing their payout phone must give it", () => {
    expect(isPayoutPhoneChange({ isSeller: true, before: "0712345678", after: "0799999999" })).toBe(true);
    expect(isPayoutPhoneChange({ isSeller: true, before: "0712345678", after: null })).toBe(true);
  });

  it("the same number written another way is not a change", () => {
    expect(isPayoutPhoneChange({ isSeller: true, before: "0712345678", after: "0712 345 678" })).toBe(false);
    expect(isPayoutPhoneChange({ isSeller: true, before: "0712-345-678", after: "0712345678" })).toBe(false);
  });

  it("a seller's first phone, and any buyer's phone, need no password", () => {
    expect(isPayoutPhoneChange({ isSeller: true, before: null, after: "0712345678" })).toBe(false);
    expect(isPayoutPhoneChange({ isSeller: true, before: "", after: "0712345678" })).toBe(false);
    expect(isPayoutPhoneChange({ isSeller: false, before: "0712345678", after: "0799999999" })).toBe(false);
  });
});

describe("the Edit Profile form", () => {
  const valid = { fullName: "Achieng Otieno", phone: "0712 345 678", campusLocationId: "2" };

  it("accepts a name, a phone and a campus from the list", () => {
    expect(editProfileSchema.parse(valid)).toEqual({ fullName: "Achieng Otieno", phone: "0712 345 678", campusLocationId: 2 });
  });

  it("a blank phone is no phone", () => {
    expect(editProfileSchema.parse({ ...valid, phone: "  " }).phone).toBeUndefined();
  });

  it("a phone with letters is refused", () => {
    const result = editProfileSchema.safeParse({ ...valid, phone: "07123abc" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Please enter a valid phone number");
  });

  it("a missing or made-up campus is refused with one clear message", () => {
    for (const campusLocationId of ["", "0", "-1", "1.5", "abc"]) {
      const result = editProfileSchema.safeParse({ ...valid, campusLocationId });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe("Campus location is required");
    }
  });

  it("a campus id beyond what the database can hold is refused like any unknown campus", () => {
    expect(editProfileSchema.safeParse({ ...valid, campusLocationId: "2147483648" }).error?.issues[0]?.message).toBe("Campus location is required");
    expect(editProfileSchema.parse({ ...valid, campusLocationId: "2147483647" }).campusLocationId).toBe(2147483647);
  });

  it("a campus id that is not a number at all is refused with the same message", () => {
    for (const campusLocationId of [undefined, null, {}, "2x"]) {
      expect(editProfileSchema.safeParse({ ...valid, campusLocationId }).error?.issues[0]?.message).toBe("Campus location is required");
    }
  });

  it("a current password longer than any real one is refused", () => {
    expect(editProfileSchema.safeParse({ ...valid, currentPassword: "x".repeat(201) }).error?.issues[0]?.message).toBe("Password is too long");
  });

  it("a blank name is refused", () => {
    expect(editProfileSchema.safeParse({ ...valid, fullName: "   " }).error?.issues[0]?.message).toBe("Full name is required");
  });

  it("the current password is kept exactly as typed, and a very long one is refused", () => {
    expect(editProfileSchema.parse({ ...valid, currentPassword: " pass word " }).currentPassword).toBe(" pass word ");
    expect(editProfileSchema.safeParse({ ...valid, currentPassword: "x".repeat(201) }).success).toBe(false);
    expect(editProfileSchema.safeParse({ ...valid, currentPassword: "x".repeat(200) }).success).toBe(true);
  });
});

describe("the Become a Seller form", () => {
  it("needs a shop name and the seller terms accepted", () => {
    expect(becomeSellerSchema.parse({ shopName: "  Achieng's Books ", acceptTerms: true })).toEqual({ shopName: "Achieng's Books", acceptTerms: true });
    expect(becomeSellerSchema.safeParse({ shopName: " ", acceptTerms: true }).error?.issues[0]?.message).toBe("Shop name is required");
    expect(becomeSellerSchema.safeParse({ shopName: "Books", acceptTerms: false }).error?.issues[0]?.message).toBe(
      "Please accept the seller terms to open your shop",
    );
    expect(becomeSellerSchema.safeParse({ shopName: "x".repeat(81), acceptTerms: true }).error?.issues[0]?.message).toBe("Shop name must be at most 80 characters");
    expect(becomeSellerSchema.safeParse({ acceptTerms: true }).error?.issues[0]?.message).toBe("Shop name is required");
  });
});

describe("what must finish before an account can be deleted", () => {
  it("a deleted account's orders and messages carry the name 'Deleted user'", () => {
    expect(DELETED_USER_NAME).toBe("Deleted user");
  });

  const none = { ordersInFlight: 0, salesInFlight: 0, payoutsOwed: 0 };

  it("nothing in flight: nothing blocks", () => {
    expect(deletionBlockedMessage(none)).toBeNull();
  });

  it("each kind of unfinished business is named, with its count", () => {
    expect(deletionBlockedMessage({ ...none, ordersInFlight: 1 })).toBe(
      "Your account cannot be deleted yet: 1 order you bought must be delivered. Finish them, then try again.",
    );
    expect(deletionBlockedMessage({ ...none, salesInFlight: 2 })).toBe("Your account cannot be deleted yet: 2 items you sold must be delivered. Finish them, then try again.");
    expect(deletionBlockedMessage({ ...none, payoutsOwed: 1 })).toBe("Your account cannot be deleted yet: 1 payout to your M-Pesa must complete. Finish them, then try again.");
    expect(deletionBlockedMessage({ ordersInFlight: 2, salesInFlight: 1, payoutsOwed: 3 })).toBe(
      "Your account cannot be deleted yet: 2 orders you bought must be delivered, and 1 item you sold must be delivered, and 3 payouts to your M-Pesa must complete. Finish them, then try again.",
    );
  });
});

describe("what must finish before an account can go", () => {
  const none = { ordersInFlight: 0, salesInFlight: 0, payoutsOwed: 0 };
  it("is nothing when nothing is in flight", () => {
    expect(deletionWaits(none)).toEqual([]);
  });

  it("names each kind once, with its count and where it is followed", () => {
    expect(deletionWaits({ ordersInFlight: 2, salesInFlight: 1, payoutsOwed: 1 })).toEqual([
      { kind: "orders", text: "2 orders you bought must be delivered", href: "/profile?tab=orders" },
      { kind: "sales", text: "1 item you sold must be delivered", href: "/myshop" },
      { kind: "payouts", text: "1 payout to your M-Pesa must complete", href: "/myshop?tab=earnings" },
    ]);
    expect(deletionWaits({ ...none, salesInFlight: 3 })).toEqual([{ kind: "sales", text: "3 items you sold must be delivered", href: "/myshop" }]);
  });
});

describe("the Delete my account form", () => {
  it("without the word at all, says what to type", () => {
    expect(deleteAccountSchema.safeParse({ password: "secret" }).error?.issues[0]?.message).toBe("Type DELETE to confirm");
    expect(deleteAccountSchema.safeParse({ password: "secret", confirmation: 7 }).error?.issues[0]?.message).toBe("Type DELETE to confirm");
  });

  it("a password longer than any real one is refused", () => {
    expect(deleteAccountSchema.safeParse({ password: "x".repeat(201), confirmation: "DELETE" }).error?.issues[0]?.message).toBe("Password is too long");
  });

  it("needs the word DELETE typed, exactly", () => {
    expect(deleteAccountSchema.parse({ password: "secret", confirmation: " DELETE " })).toEqual({ password: "secret", confirmation: "DELETE" });
    for (const confirmation of ["", "delete", "DELET", "DELETE IT"]) {
      expect(deleteAccountSchema.safeParse({ password: "secret", confirmation }).error?.issues[0]?.message).toBe("Type DELETE to confirm");
    }
  });

  it("takes the password as typed (a Google account has none)", () => {
    expect(deleteAccountSchema.parse({ password: " p ", confirmation: "DELETE" }).password).toBe(" p ");
    expect(deleteAccountSchema.parse({ confirmation: "DELETE" }).password).toBeUndefined();
    expect(deleteAccountSchema.safeParse({ password: "x".repeat(201), confirmation: "DELETE" }).success).toBe(false);
  });
});

describe("the profile completion form's campus", () => {
  it("a blank or missing campus location is refused with one message", () => {
    for (const campusLocation of ["   ", undefined, 12]) {
      expect(completeProfileSchema.safeParse({ fullName: "Achieng", campusLocation }).error?.issues[0]?.message).toBe("Campus location is required");
    }
  });
});
