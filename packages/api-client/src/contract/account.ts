import * as s from '../schemas/index';
import { customer, del, get, patch, post } from './endpoint';

/** Sign-in and the account area (customer-journey spec). */
export const ACCOUNT = {
  login: post('/security/login', 'Sign in', {
    body: s.ZLoginRequest,
    response: s.ZAuthTokens,
    errors: [401, 429],
  }),
  signUp: post('/security/register', 'Sign up', {
    body: s.ZSignUpRequest,
    response: s.ZAuthTokens,
    status: 201,
    errors: [409, 429],
  }),
  refresh: post('/security/refresh', 'New access token', {
    body: s.ZRefreshRequest,
    response: s.ZAuthTokens,
    errors: [401],
  }),
  logout: post('/security/logout', 'End the session', { body: s.ZLogoutRequest }),
  autoconnect: post('/security/autoconnect', 'Automatic login link', {
    body: s.ZAutoconnectRequest,
    response: s.ZAuthTokens,
    errors: [401, 429],
  }),
  requestPasswordReset: post('/security/password-reset/request', 'Ask for a reset link', {
    body: s.ZPasswordResetRequest,
    response: s.ZPasswordResetAccepted,
    status: 202,
    errors: [429],
  }),
  confirmPasswordReset: post('/security/password-reset/confirm', 'Set a new password', {
    body: s.ZPasswordResetConfirm,
    errors: [400, 429],
  }),
  socialConfig: get('/security/social-config', 'Social sign-in providers', {
    response: s.ZSocialConfig,
  }),
  appleConnect: post('/social-connect/apple', 'Sign in with Apple', {
    body: s.ZAppleConnectRequest,
    response: s.ZAuthTokens,
    errors: [401, 404, 503],
  }),
  facebookConnect: post('/social-connect/facebook', 'Sign in with Facebook', {
    body: s.ZFacebookConnectRequest,
    response: s.ZAuthTokens,
    errors: [401, 404, 503],
  }),
  googleConnect: post('/social-connect/google', 'Sign in with Google', {
    body: s.ZGoogleConnectRequest,
    response: s.ZAuthTokens,
    errors: [401, 404, 503],
  }),
  profile: get('/secure/account/profile/v2', 'Profile', {
    ...customer,
    response: s.ZCustomerProfile,
  }),
  updateProfile: patch('/secure/account/profile', 'Change the profile', {
    ...customer,
    body: s.ZProfileUpdate,
    response: s.ZCustomerProfile,
    errors: [400],
  }),
  changePassword: patch('/secure/account/password', 'Change the password', {
    ...customer,
    body: s.ZPasswordChange,
    errors: [400, 429],
  }),
  changeEmail: patch('/secure/account/email', 'Change the e-mail address', {
    ...customer,
    body: s.ZEmailChange,
    response: s.ZCustomerProfile,
    errors: [400, 409, 429],
  }),
  addresses: get('/secure/account/addresses', 'Address book', {
    ...customer,
    response: s.ZAddresses,
  }),
  createAddress: post('/secure/account/addresses', 'Add an address', {
    ...customer,
    body: s.ZAddressRequest,
    response: s.ZAddress,
    status: 201,
    errors: [404, 409, 422],
  }),
  updateAddress: patch('/secure/account/addresses', 'Change an address', {
    ...customer,
    body: s.ZAddressUpdateRequest,
    response: s.ZAddress,
    errors: [404, 422],
  }),
  deleteAddress: del('/secure/account/addresses/:addressID', 'Delete an address', {
    ...customer,
    params: s.ZAddressIdParams,
    errors: [404, 409],
  }),
  savedCards: get('/secure/account/cards', 'Saved cards', {
    ...customer,
    response: s.ZSavedCards,
    errors: [502],
  }),
  deleteSavedCard: del('/secure/account/cards/:cardId', 'Forget a card', {
    ...customer,
    params: s.ZSavedCardIdParams,
    errors: [404, 502],
  }),
  vouchers: get('/secure/account/vouchers', 'Vouchers and gift cards', {
    ...customer,
    response: s.ZVouchers,
  }),
  activateGiftCard: post('/secure/account/gift-cards', 'Activate a gift card', {
    ...customer,
    body: s.ZGiftCardActivation,
    response: s.ZGiftCardActivated,
    status: 201,
    errors: [404, 409, 410, 429],
  }),
  exportAccount: get('/secure/account/export', 'Personal data export', {
    ...customer,
    response: s.ZAccountExport,
  }),
  deleteAccount: post('/secure/account/delete', 'Delete the account', {
    ...customer,
    body: s.ZAccountDeletion,
    errors: [400, 409, 429, 502],
  }),
} as const;
