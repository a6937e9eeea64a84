import type { Platform } from '../../platform/deps.js';
import { createAccountsCore } from './accounts.core.js';
import { createPasswords } from './accounts.password.js';
import { createProfile } from './accounts.profile.js';
import { createRegistration } from './accounts.registration.js';
import { createSession } from './accounts.session.js';
import { createTotpSettings } from './accounts.totp.js';

// The service is composed from one file per area; these re-exports keep its public names here.
export { lifetimeOf, type SessionClient, type SessionToken, type SignInResult } from './accounts.core.js';
export * from './accounts.limits.js';

export type AccountsService = ReturnType<typeof createAccountsService>;

export function createAccountsService(p: Platform) {
  const core = createAccountsCore(p);
  const { toResponse, requireUser, issueSession, sessionTtl, isAdminRow } = core;
  const registration = createRegistration(p, core);
  const session = createSession(p, core);
  const passwords = createPasswords(p, core);
  const profile = createProfile(p, core);
  const totp = createTotpSettings(p, core, session.totp, session.guesses);

  return {
    toResponse,
    resendVerification: registration.resendVerification,
    requireUser,
    issueSession,
    sessionTtl,
    completeSignIn: session.completeSignIn,
    isAdminRow,

    register: registration.register,
    login: session.login,
    twoFactorChallenge: session.twoFactorChallenge,
    twoFactorResend: session.twoFactorResend,
    updateMe: profile.updateMe,
    logout: session.logout,
    logoutAll: session.logoutAll,
    refresh: session.refresh,
    listSessions: session.listSessions,
    revokeSession: session.revokeSession,
    changePassword: passwords.changePassword,
    setPassword: passwords.setPassword,
    verifyPassword: passwords.verifyPassword,
    forgotPassword: passwords.forgotPassword,
    resetPassword: passwords.resetPassword,
    verifyEmailToken: registration.verifyEmailToken,
    verifyEmailCode: registration.verifyEmailCode,
    resendVerificationByEmail: registration.resendVerificationByEmail,
    changeEmail: profile.changeEmail,
    confirmEmailChange: profile.confirmEmailChange,
    deleteMe: profile.deleteMe,
    setAvatar: profile.setAvatar,
    totpSetup: totp.setup,
    totpConfirm: totp.confirm,
    totpDisable: totp.disable,
  };
}
