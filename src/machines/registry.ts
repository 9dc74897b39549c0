import type { AnyStateMachine } from 'xstate';
import { appMachine } from './app/app.machine';
import { authMachine } from './auth/auth.machine';
import { authCallbackMachine } from './authCallback/authCallback.machine';
import { carouselMachine } from './carousel/carousel.machine';
import { connectivityMachine } from './connectivity/connectivity.machine';
import { loginFormMachine } from './loginForm/loginForm.machine';
import { notFoundMachine } from './notFound/notFound.machine';
import { registerMachine } from './register/register.machine';
import { resetPasswordMachine } from './resetPassword/resetPassword.machine';
import { feedMachine } from './feed/feed.machine';
import { feedLayoutMachine } from './feedLayout/feedLayout.machine';
import { filterMachine } from './filter/filter.machine';
import { listingSearchMachine } from './listingSearch/listingSearch.machine';
import { followSuggestionsMachine } from './followSuggestions/followSuggestions.machine';
import { lookupsMachine } from './lookups/lookups.machine';
import { verifyMachine } from './verify/verify.machine';
import { socketMachine } from './socket/socket.machine';
import { presenceMachine } from './presence/presence.machine';
import { likeMachine } from './like/like.machine';
import { commentsMachine } from './comments/comments.machine';
import { postViewMachine } from './postView/postView.machine';
import { postMenuMachine } from './postMenu/postMenu.machine';
import { postShadowMachine } from './postShadow/postShadow.machine';
import { hiddenPostsMachine } from './hiddenPosts/hiddenPosts.machine';
import { createPostMachine } from './createPost/createPost.machine';
import { editPostMachine } from './editPost/editPost.machine';
import { listingStatusMachine } from './listingStatus/listingStatus.machine';
import { reportMachine } from './report/report.machine';
import { blockMachine } from './block/block.machine';
import { blockedUsersMachine } from './blockedUsers/blockedUsers.machine';
import { saveSearchMachine } from './saveSearch/saveSearch.machine';
import { savedSearchesMachine } from './savedSearches/savedSearches.machine';
import { renewMachine } from './renew/renew.machine';
import { watchMachine } from './watch/watch.machine';
import { watchedPostsMachine } from './watchedPosts/watchedPosts.machine';
import { moderationMachine } from './moderation/moderation.machine';
import { walletMachine } from './wallet/wallet.machine';
import { followMachine } from './follow/follow.machine';
import { profileMachine } from './profile/profile.machine';
import { reviewsMachine } from './reviews/reviews.machine';
import { reviewDraftMachine } from './reviewDraft/reviewDraft.machine';
import { ownerStatusMachine } from './ownerStatus/ownerStatus.machine';
import { referralMachine } from './referral/referral.machine';
import { locationMachine } from './location/location.machine';
import { addressSearchMachine } from './addressSearch/addressSearch.machine';
import { storeSetupMachine } from './storeSetup/storeSetup.machine';
import { bankDetailsMachine } from './bankDetails/bankDetails.machine';
import { vendorTogglesMachine } from './vendorToggles/vendorToggles.machine';
import { nearbyMachine } from './nearby/nearby.machine';
import { profileSettingsMachine } from './profileSettings/profileSettings.machine';
import { passwordChangeMachine } from './passwordChange/passwordChange.machine';
import { pictureUploadMachine } from './pictureUpload/pictureUpload.machine';
import { generalTogglesMachine } from './generalToggles/generalToggles.machine';
import { chatSettingsMachine } from './chatSettings/chatSettings.machine';
import { contactFormMachine } from './contactForm/contactForm.machine';
import { searchMachine } from './search/search.machine';
import { chatRoomMachine } from './chatRoom/chatRoom.machine';
import { inboxMachine } from './inbox/inbox.machine';
import { notificationsMachine } from './notifications/notifications.machine';
import { sessionsMachine } from './sessions/sessions.machine';
import { traceViewerMachine } from './traceViewer/traceViewer.machine';
import { webPushMachine } from './webPush/webPush.machine';

/**
 * Every machine of the product, by name. The statechart export
 * (`npm run statecharts`), the model-based tests and the trace replay
 * (`npm run replay`) all read this list, so a machine that is missing here has
 * no diagram, no generated paths and cannot be replayed.
 *
 * The name is the machine's `id`, so a recorded trace (which knows only the
 * running machine's id) finds its machine again.
 */
export const machineRegistry = {
  app: appMachine,
  auth: authMachine,
  authCallback: authCallbackMachine,
  carousel: carouselMachine,
  connectivity: connectivityMachine,
  loginForm: loginFormMachine,
  notFound: notFoundMachine,
  register: registerMachine,
  resetPassword: resetPasswordMachine,
  feed: feedMachine,
  feedLayout: feedLayoutMachine,
  filter: filterMachine,
  followSuggestions: followSuggestionsMachine,
  lookups: lookupsMachine,
  verify: verifyMachine,
  socket: socketMachine,
  presence: presenceMachine,
  like: likeMachine,
  comments: commentsMachine,
  postView: postViewMachine,
  postMenu: postMenuMachine,
  postShadow: postShadowMachine,
  hiddenPosts: hiddenPostsMachine,
  createPost: createPostMachine,
  editPost: editPostMachine,
  listingStatus: listingStatusMachine,
  report: reportMachine,
  block: blockMachine,
  blockedUsers: blockedUsersMachine,
  saveSearch: saveSearchMachine,
  savedSearches: savedSearchesMachine,
  watch: watchMachine,
  renew: renewMachine,
  watchedPosts: watchedPostsMachine,
  moderation: moderationMachine,
  wallet: walletMachine,
  follow: followMachine,
  profile: profileMachine,
  reviews: reviewsMachine,
  reviewDraft: reviewDraftMachine,
  ownerStatus: ownerStatusMachine,
  referral: referralMachine,
  location: locationMachine,
  addressSearch: addressSearchMachine,
  storeSetup: storeSetupMachine,
  bankDetails: bankDetailsMachine,
  vendorToggles: vendorTogglesMachine,
  nearby: nearbyMachine,
  profileSettings: profileSettingsMachine,
  passwordChange: passwordChangeMachine,
  pictureUpload: pictureUploadMachine,
  generalToggles: generalTogglesMachine,
  chatSettings: chatSettingsMachine,
  contactForm: contactFormMachine,
  listingSearch: listingSearchMachine,
  search: searchMachine,
  chatRoom: chatRoomMachine,
  inbox: inboxMachine,
  notifications: notificationsMachine,
  sessions: sessionsMachine,
  traceViewer: traceViewerMachine,
  webPush: webPushMachine,
} satisfies Record<string, AnyStateMachine>;

const byName: ReadonlyMap<string, AnyStateMachine> = new Map(Object.entries(machineRegistry));

/** The registered machine with this id (which is its name here), if any. */
export function findMachine(id: string): AnyStateMachine | undefined {
  return byName.get(id);
}

/** Every registered machine as [name, machine], sorted by name. */
export function listMachines(): Array<[string, AnyStateMachine]> {
  return [...byName.entries()].sort(([a], [b]) => a.localeCompare(b));
}
