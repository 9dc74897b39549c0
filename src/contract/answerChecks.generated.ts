// Written by scripts/contract/answerChecks.ts from the contract's zod schemas (`npm run answer-checks`); do not edit.
// tests/contract/answerChecks.test.ts holds each check to its schema.
import type { z } from 'zod/mini';
import { answerCheck, bool, int, list, nullable, num, object, oneOf, optional, text } from './answerChecks';
import type { hiddenPostsCacheSchema } from './hiddenPosts';
import type { likeAnswerSchema } from './likes';
import type { listingSuggestionsAnswerSchema } from './listingSearch';
import type { categoriesAndDeliveryAnswerSchema } from './lookups';
import type { feedAnswerSchema, optionalPostAnswerSchema } from './posts';
import type { userStatusSchema } from './presence';
import type { currentUserAnswerSchema } from './profile';
import type { loginAnswerSchema, logoutAnswerSchema, inactiveLoginAnswerSchema } from './signIn';

const hiddenPostsCacheValue = object({ username: text, post_ids: list(int) });
const likeAnswerValue = object({ post_id: num, liked: bool, no_of_likes: num });
const categoryValue = object({ id: num, name: text, slug: text, category_type: oneOf(["product","service"]), sort_order: num, description: text });
const listingSuggestionsAnswerValue = object({ titles: list(text), categories: list(categoryValue) });
const deliveryTimeValue = object({ id: num, value: text, label: text, sort_order: num });
const categoriesAndDeliveryAnswerValue = object({ product_categories: list(categoryValue), service_categories: list(categoryValue), delivery_times: list(deliveryTimeValue) });
const postAuthorValue = object({ username: text, first_name: text, last_name: text, is_verified: bool, profile: object({ profileimg: text, phone: text, city: text, state: text, marketname: text }), vendor: nullable(object({ marketname: text, city: text, state: text, phone: text, display_phone: bool, allow_comments: bool })) });
const mediaValue = object({ url: text, kind: oneOf(["image","video"]), width: nullable(num), height: nullable(num), variants: list(object({ width: num, url: text })) });
const postValue = object({ id: num, title: text, description: text, caption: text, price: num, category: nullable(categoryValue), delivery_time: nullable(object({ id: num, value: text, label: text })), delivery_radius: nullable(num), created_at: text, no_of_likes: num, no_of_comments: num, liked: bool, saved: bool, sold: bool, renewed_at: optional(text), user: postAuthorValue, images: list(mediaValue) });
const paginationValue = object({ current_page: num, total_pages: num, has_next: bool, has_previous: bool, count: num, count_exact: bool, snapshot: num });
const feedAnswerValue = object({ results: list(postValue), pagination: paginationValue });
const optionalPostAnswerValue = object({ post: optional(postValue) });
const userStatusValue = object({ username: text, status: oneOf(["online","away","offline"]), is_online: bool, last_seen: nullable(text) });
const marketInfoValue = object({ marketname: text, reg_number: text, phone: text, address: text, city: text, state: text, country: text, display_phone: bool, allow_comments: bool, allow_multi_image: bool, operational_radius: nullable(num), business_latitude: nullable(num), business_longitude: nullable(num) });
const bankAccountValue = object({ bank_name: text, account_name: text, account_number: text, is_active: bool });
const profilePostValue = object({ id: num, title: text, description: text, price: num, category: nullable(object({ id: num, name: text })), images: list(text), delivery: nullable(text), no_of_likes: num, created_at: text, sold: bool, renewed_at: optional(text) });
const currentUserValue = object({ user: object({ id: num, username: text, first_name: text, last_name: text, email: text }), profile: object({ phone: text, city: text, state: text, profileimg: text }), is_self: bool, is_active: bool, is_verified: bool, date_joined: text, dob: text, phone: text, nationality: text, state: text, city: text, address: text, bio: text, display_bio: bool, profileimg: text, coverimg: text, market_info: nullable(marketInfoValue), vendor: nullable(object({ display_phone: bool, verified: bool })), wallet: object({ is_activated: bool }), bank_accounts: list(bankAccountValue), background_color: text, wallpaper: text, last_known_latitude: nullable(num), last_known_longitude: nullable(num), location_updated_at: nullable(text), posts: list(profilePostValue), followers: list(object({ follower: text })), others: object({ posts_length: num, user_followers: num, user_following: num }), is_following: bool, rating: object({ average: nullable(num), count: num, mine: nullable(num) }), saved_posts: list(profilePostValue), is_moderator: bool });
const currentUserAnswerValue = object({ currentuser: currentUserValue });
const sessionUserValue = object({ id: num, username: text, email: text, first_name: text, last_name: text, is_vendor: bool });
const loginAnswerValue = object({ token: text, user: sessionUserValue, message: text });
const logoutAnswerValue = object({ message: text });
const inactiveLoginAnswerValue = object({ message: oneOf(["inactive user"]), username: text });

export const hiddenPostsCacheCheck = answerCheck<z.output<typeof hiddenPostsCacheSchema>>(hiddenPostsCacheValue);
export const likeAnswerCheck = answerCheck<z.output<typeof likeAnswerSchema>>(likeAnswerValue);
export const listingSuggestionsAnswerCheck = answerCheck<z.output<typeof listingSuggestionsAnswerSchema>>(listingSuggestionsAnswerValue);
export const categoriesAndDeliveryAnswerCheck = answerCheck<z.output<typeof categoriesAndDeliveryAnswerSchema>>(categoriesAndDeliveryAnswerValue);
export const feedAnswerCheck = answerCheck<z.output<typeof feedAnswerSchema>>(feedAnswerValue);
export const optionalPostAnswerCheck = answerCheck<z.output<typeof optionalPostAnswerSchema>>(optionalPostAnswerValue);
export const userStatusCheck = answerCheck<z.output<typeof userStatusSchema>>(userStatusValue);
export const currentUserAnswerCheck = answerCheck<z.output<typeof currentUserAnswerSchema>>(currentUserAnswerValue);
export const loginAnswerCheck = answerCheck<z.output<typeof loginAnswerSchema>>(loginAnswerValue);
export const logoutAnswerCheck = answerCheck<z.output<typeof logoutAnswerSchema>>(logoutAnswerValue);
export const inactiveLoginAnswerCheck = answerCheck<z.output<typeof inactiveLoginAnswerSchema>>(inactiveLoginAnswerValue);
