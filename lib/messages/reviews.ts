// Reviews (see docs/decisions/reviews.md): the order page's Rate the
// seller form, the seller page's Reviews section, the seller's answer and staff's Hide. Defined once.
import { REVIEW_EDIT_DAYS } from "@/lib/reviews/rules";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const REVIEW_MESSAGES = {
  // The buyer's form on the order page.
  invite: "Rate the seller",
  inviteHint: (sellerName: string) => `How was buying from ${sellerName}? Your rating shows on their page.`,
  starsLegend: "Your rating",
  starLabel: (stars: number) => plural(stars, "star", "stars"),
  bodyLabel: "Your review",
  bodyHint: `Optional. You can edit your review for ${REVIEW_EDIT_DAYS} days.`,
  counter: (used: number, max: number) => `${used} / ${max.toLocaleString("en-KE")}`,
  submit: "Post review",
  save: "Save changes",
  cancel: "Cancel",
  edit: "Edit review",
  posted: "Thank you! Your review is on the seller's page.",
  saved: "Your review was updated",
  yourReview: "Your review",
  editableUntil: (date: string) => `You can edit it until ${date}.`,
  hiddenByStaff: (reason: string) => `Your review was hidden by staff: ${reason}`,

  // Refusals, shown to whoever tried.
  signedOut: "Please log in to review a purchase",
  ratingRequired: "Choose from 1 to 5 stars",
  bodyTooLong: "Keep your review under 1,000 characters",
  notDelivered: "You can review a seller once your item has been delivered",
  notYours: "You can only review items you bought",
  self: "You cannot review yourself",
  alreadyReviewed: "You have already reviewed this item",
  notYourReview: "You can only edit your own review",
  windowOver: `Reviews can be edited for ${REVIEW_EDIT_DAYS} days after they are written: this one can no longer change`,
  hiddenNoEdit: "This review was hidden by staff and can no longer change",
  failed: "Failed to post your review",
  editFailed: "Failed to update your review",

  // The seller's answer.
  answer: "Answer",
  answerTitle: "Answer this review",
  answerDescription: "Your answer shows under the review on your page. You can answer each review once.",
  answerLabel: "Your answer",
  answerRequired: "Write your answer",
  answerTooLong: "Keep your answer under 1,000 characters",
  sendAnswer: "Post answer",
  answered: "Your answer is on your page",
  alreadyAnswered: "You have already answered this review",
  notYourReviewToAnswer: "Only the reviewed seller can answer a review",
  answerFailed: "Failed to post your answer",
  sellerAnswer: (sellerName: string) => `Answer from ${sellerName}`,

  // Staff's Hide.
  hide: "Hide",
  hideTitle: "Hide this review",
  hideDescription: "The review leaves the seller's page and their average. Its writer is told your reason by email and on their order page.",
  hideReasonLabel: "Reason",
  hideReasonRequired: "Give a reason for hiding this review",
  hideReasonTooLong: "Keep the reason under 500 characters",
  confirmHide: "Hide review",
  hidden: "Review hidden",
  alreadyHidden: "This review is already hidden",
  hideFailed: "Failed to hide the review",
  notFound: "This review no longer exists",

  // The seller page's section.
  heading: "Reviews",
  none: "No reviews yet. Buyers can rate this seller once their item is delivered.",
  outOfFive: "out of 5",
  countLabel: (count: number) => plural(count, "review", "reviews"),
  distributionLabel: "Ratings by stars",
  starRow: (stars: number, count: number) => `${plural(stars, "star", "stars")}: ${plural(count, "review", "reviews")}`,
  starsAria: (stars: number) => `Rated ${stars} out of 5`,
  aboutProduct: (productName: string) => `Bought: ${productName}`,
  listLabel: "Reviews, newest first",
  pagination: "Pages of reviews",
  newer: "Newer reviews",
  older: "Older reviews",
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;
