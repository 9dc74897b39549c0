import {
  LIMITS,
  activateAnswerSchema,
  currentUserAnswerSchema,
  forgotPasswordAnswerSchema,
  loginAnswerSchema,
  referralCheckAnswerSchema,
  logoutAnswerSchema,
  registerAnswerSchema,
  resendCodeAnswerSchema,
  resendCooldownAnswerSchema,
  resetPasswordAnswerSchema,
  sessionSignOutAnswerSchema,
  sessionsAnswerSchema,
  userStatusSchema,
  type LoginPayload,
  type OnlineStatusPayload,
  type RegisterPayload,
  type ResetPasswordPayload,
} from '../contract';
import { call } from './api';

/** The login's device: platform plus user agent, as the spec says. */
export function describeDevice(): string {
  const platform = typeof navigator === 'undefined' ? 'server' : (navigator.platform || 'web');
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return `${platform} ${agent}`.trim().slice(0, LIMITS.deviceMax);
}

/** The auth machine has already trimmed and lower-cased the username. */
export function login(payload: LoginPayload, signal?: AbortSignal) {
  return call('/login', loginAnswerSchema, { method: 'POST', body: payload, signal, quiet: true });
}

export function register(payload: RegisterPayload, signal?: AbortSignal) {
  return call('/register', registerAnswerSchema, { method: 'POST', body: payload, signal, quiet: true });
}

/** GET /referral/check?code=: whether a ?ref= code belongs to someone. */
export function checkReferralCode(code: string, signal?: AbortSignal) {
  return call('/referral/check', referralCheckAnswerSchema, { query: { code }, signal, quiet: true });
}

export function activate(username: string, code: string, signal?: AbortSignal) {
  return call('/activate', activateAnswerSchema, { method: 'POST', query: { username }, body: { code }, signal, quiet: true });
}

export function resendCode(username: string, signal?: AbortSignal) {
  return call('/resendcode', resendCodeAnswerSchema, { method: 'POST', body: { username }, signal, quiet: true });
}

/** GET /resendcode?username=: the seconds before the server takes a resend (0: now). */
export function fetchResendCooldown(username: string, signal?: AbortSignal) {
  return call('/resendcode', resendCooldownAnswerSchema, { query: { username }, signal, quiet: true });
}

export function forgotPassword(email: string, signal?: AbortSignal) {
  return call('/forgotpassword', forgotPasswordAnswerSchema, { method: 'POST', body: { email }, signal, quiet: true });
}

export function resetPassword(payload: ResetPasswordPayload, signal?: AbortSignal) {
  return call('/resetpassword', resetPasswordAnswerSchema, { method: 'POST', body: payload, signal, quiet: true });
}

export function logout(signal?: AbortSignal) {
  return call('/logout', logoutAnswerSchema, { method: 'POST', auth: true, signal, quiet: true });
}

/** GET /sessions: the signed-in user's sessions, this one marked current. */
export function fetchSessions(signal?: AbortSignal) {
  return call('/sessions', sessionsAnswerSchema, { auth: true, signal, quiet: true });
}

export function signOutSession(id: number, signal?: AbortSignal) {
  return call(`/sessions/${id}/signout`, sessionSignOutAnswerSchema, { method: 'POST', auth: true, signal, quiet: true });
}

export function signOutOtherSessions(signal?: AbortSignal) {
  return call('/sessions/signout-others', sessionSignOutAnswerSchema, { method: 'POST', auth: true, signal, quiet: true });
}

export function fetchCurrentUser(username: string, signal?: AbortSignal) {
  return call('/fetchcurruserdetails', currentUserAnswerSchema, { query: { username }, auth: 'optional', signal });
}

export function setOnlineStatus(payload: OnlineStatusPayload, signal?: AbortSignal) {
  return call('/user/online-status/', userStatusSchema, { method: 'POST', body: payload, auth: true, signal, quiet: true });
}
