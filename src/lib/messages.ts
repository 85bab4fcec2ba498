import { fillText, shopMessages, type MessageVars } from './shop-messages';

export type { MessageVars };

/**
 * Every text the shop shows for a success or a failure: SPEC.md sections 5 and 8, verbatim.
 * `{reason}` and `{msg}` are filled by `fillMessage` (or `fillText`); nothing else in the code
 * spells these texts. The few texts marked "ours" cover what DESIGN.md section 5 adds (placing an
 * order, the wishlist button). The ones the storefront's own file shows (the cart's, the header's
 * categories') are in ./shop-messages.ts, so that every page's download carries only those.
 */
export const messages = {
  // Catalogue
  categoryLoadFailed: 'Failed to load category',
  productsLoadFailed: 'Failed to load products',
  productLoadFailed: 'Failed to load product',

  // Cart, and the header's categories: in the storefront's file (./shop-messages.ts)
  ...shopMessages,
  cartAddFailedPlain: 'Failed to add to cart',

  // Account
  signupFailed: 'Signup failed',
  loginFailed: 'Login failed',
  emailSendFailed: 'Failed to send email',
  resetMailFailed: 'Failed to send reset mail',
  resetPasswordFailed: 'Failed to reset password',
  changePasswordFailed: 'Failed to change password',
  /** Ours (decision 189): the account page's Delete account. */
  deleteAccountFailed: 'Failed to delete your account',
  accountDeleted: 'Your account has been deleted',
  /** Ours (decision 198): a product page's Email me when it is back. */
  signInForStockAlert: 'Please sign in to be emailed when it is back',
  stockAlertFailed: 'Failed to ask for an email: {reason}',
  stockAlertCancelled: 'We will not email you about it',
  stockAlertCancelFailed: 'Failed to stop the email: {reason}',
  stockAlertsLoadFailed: 'Failed to load the products you are waiting for',
  /** Ours (decision 191): the account page's Your data. */
  myDataFailed: 'Failed to download your data',
  updateAccountFailed: 'Failed to update account',
  updateAvatarFailed: 'Failed to update avatar',
  fetchUsersFailed: 'Failed to fetch users',
  registered: 'Registered! Please verify your email.',
  signedIn: 'Signed in successfully',
  loggedOut: 'Logged out',
  verificationSent: 'Verification email sent',
  resetMailSent: 'Password reset mail sent',
  passwordReset: 'Password reset successfully',
  passwordChanged: 'Password changed',
  accountUpdated: 'Account updated',
  avatarUpdated: 'Avatar updated',
  profilePhotoUpdated: 'Profile photo updated',
  avatarMustBeFile: 'Avatar must be a File',
  /** Ours: the verification mail's link, come back to the account page or, signed out, to /login (the server says the same). */
  emailVerified: 'Your email is verified. Thank you!',
  emailVerifyLinkBad: 'This verification link is invalid or has expired. Please ask for a new one.',
  /** Ours: what a signed-out shopper with a dead link does next (/login). */
  emailVerifyHowToResend: 'Sign in, then choose Resend verification on your account page.',
  selectImageFirst: 'Select an image first.',
  noFileSelected: 'No file selected',

  // Profile
  profileLoadFailed: 'Failed to load profile: {msg}',
  profileUpdateFailed: 'Update failed: {msg}',
  profileAvatarFailed: 'Avatar update failed: {msg}',
  profilePasswordFailed: 'Password change failed: {msg}',
  logoutFailed: 'Logout failed: {msg}',

  // Orders
  ordersLoadFailed: 'Failed to fetch orders: {msg}',
  orderLoadFailed: 'Failed to fetch order: {msg}',
  orderCancelFailed: 'Cancel failed: {msg}',
  orderReturnFailed: 'Return request failed: {msg}',
  orderCancelled: 'Order cancelled',
  returnRequested: 'Return requested',
  /** Ours: placing an order (DESIGN.md section 5). */
  orderPlaced: 'Order placed',
  orderPlaceFailed: 'Failed to place order',

  // Wishlist
  wishlistLoadFailed: 'Failed to load wishlist: {msg}',
  wishlistAddFailed: 'Add to wishlist failed: {msg}',
  wishlistRemoveFailed: 'Remove from wishlist failed: {msg}',
  wishlistClearFailed: 'Clear wishlist failed: {msg}',
  wishlistAdded: 'Added to wishlist',
  wishlistRemoved: 'Removed from wishlist',
  wishlistCleared: 'Wishlist cleared',
  /** Ours: the product page's Wishlist button asked by a guest. */
  signInToUseWishlist: 'Please sign in to add items to wishlist',

  // Reviews
  reviewsLoadFailed: 'Failed to load reviews: {reason}',
  userReviewsLoadFailed: "Failed to load user's reviews: {reason}",
  reviewLoadFailed: 'Failed to load review: {reason}',
  reviewSubmitFailed: 'Failed to submit review: {reason}',
  reviewUpdateFailed: 'Failed to update review: {reason}',
  reviewDeleteFailed: 'Failed to delete review: {reason}',
  reviewSubmitted: 'Review submitted',
  reviewUpdated: 'Review updated',
  reviewDeleted: 'Review deleted',
  reviewFieldsRequired: 'productId and rating are required',
  reviewIdRequired: 'id is required',

  // Addresses
  addressesLoadFailed: 'Failed to load addresses',
  addressLoadFailed: 'Failed to fetch address',
  addressAddFailed: 'Failed to add address',
  addressUpdateFailed: 'Failed to update address',
  addressDeleteFailed: 'Failed to delete address',
  addressAdded: 'Address added',
  addressUpdated: 'Address updated',
  addressDeleted: 'Address deleted',
  fillRequiredFields: 'Please fill all required fields',
  selectAddressToContinue: 'Please select an address to continue',
  /** Ours: the delivery check of the shipping step (issue 13); the server says the same. */
  pincodeInvalid: 'Please enter a valid 6-digit PIN code.',
  /** Ours: `{msg}` is the server's 'Sorry, we do not deliver to PIN code … yet.' */
  notDelivered: '{msg} Please choose another address.',

  // Ours: form checks of SPEC.md section 5 that the specification names without a text
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  fullNameRequired: 'Full name is required',
  userNameRequired: 'Username is required',
  /** Ours: the profile's email moves only with the account's password (the server says the same). */
  currentPasswordForEmail: 'Please enter your current password to change your email.',
  searchTooLong: 'Your search is too long. Please search with at most {msg} characters.',

  // Alerts some screens show beside the toast
  alertCancelOrder: 'Failed to cancel order.',
  alertRequestReturn: 'Failed to request return.',
  alertRemove: 'Failed to remove.',
  alertClearWishlist: 'Failed to clear wishlist.',
} as const;

export type MessageKey = keyof typeof messages;

/** The text for a key with `{reason}` / `{msg}` filled in (see `fillText`). */
export function fillMessage(key: MessageKey, vars: MessageVars = {}): string {
  return fillText(messages[key], vars);
}
