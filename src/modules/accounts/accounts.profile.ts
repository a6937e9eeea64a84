import { and, eq, isNull } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { Platform } from '../../platform/deps.js';
import { errors } from '../../platform/errors.js';
import { type AccountsCore, fail, normalizeEmail, ok } from './accounts.core.js';
import type { ConfirmationT, UserResponseT } from './accounts.dto.js';
import { EMAIL_CHANGE_TTL_SECONDS } from './accounts.limits.js';
import {
  consumeCode,
  deleteSessionsOf,
  findActiveUserByEmail,
  latestOpenCode,
  liveTenantsOwnedBy,
} from './accounts.repo.js';
import { accountCodes, users } from './accounts.schema.js';

/** The signed-in user's own account: profile, e-mail change, avatar, deletion. */
export function createProfile(p: Platform, core: AccountsCore) {
  const { db } = p;
  const {
    now,
    isAdminRow,
    toResponse,
    requireUser,
    createCode,
    mail,
    wakeMail,
    checkCode,
    invalidCode,
    reauthenticate,
  } = core;

  return {
    async updateMe(
      userId: string,
      input: { full_name?: string | null; sms_phone?: string | null; two_factor_enabled?: boolean },
    ): Promise<UserResponseT> {
      const u = await requireUser(userId);
      const set: Partial<typeof users.$inferInsert> = {};
      if (input.full_name !== undefined) set.fullName = input.full_name?.trim() || null;
      if (input.sms_phone !== undefined) {
        if (input.sms_phone === null || input.sms_phone.trim() === '') set.smsPhone = null;
        else {
          const phone = parsePhoneNumberFromString(input.sms_phone, 'PL');
          if (!phone?.isValid()) {
            throw errors.invalid(
              ['body', 'sms_phone'],
              'Not a valid phone number (E.164, or a Polish number).',
              'Niepoprawny numer telefonu (E.164 lub polski numer).',
              'value_error.phone',
            );
          }
          set.smsPhone = phone.number;
        }
      }
      if (input.two_factor_enabled !== undefined) {
        if (!input.two_factor_enabled && isAdminRow(u)) {
          throw fail(
            409,
            'two_factor_required',
            'Administrators always have two-factor sign-in on.',
            'Administratorzy zawsze mają włączone logowanie dwuskładnikowe.',
            { field: 'two_factor_enabled' },
          );
        }
        set.twoFactorEnabled = input.two_factor_enabled;
      }
      if (Object.keys(set).length === 0) return toResponse(u);
      const [row] = await db.update(users).set(set).where(eq(users.id, u.id)).returning();
      return toResponse(row!);
    },

    async changeEmail(
      userId: string,
      input: { new_email: string; password: string },
    ): Promise<ConfirmationT> {
      const u = await requireUser(userId);
      const newEmail = normalizeEmail(input.new_email);
      await reauthenticate(u, input.password);
      if (newEmail === normalizeEmail(u.email ?? '')) {
        throw errors.invalid(
          ['body', 'new_email'],
          'This is already your e-mail address.',
          'To już jest Twój adres e-mail.',
        );
      }
      if (await findActiveUserByEmail(db, newEmail)) {
        throw fail(
          409,
          'email_taken',
          'An account with this e-mail address already exists.',
          'Konto z tym adresem e-mail już istnieje.',
          {
            field: 'new_email',
          },
        );
      }
      await db.transaction(async (tx) => {
        const c = await createCode(tx, u.id, 'email_change', newEmail, EMAIL_CHANGE_TTL_SECONDS, {
          code: true,
        });
        await mail(tx, newEmail, { kind: 'email_change', code: c.code!, name: u.fullName });
        await mail(tx, u.email!, { kind: 'email_change_notice', newEmail, name: u.fullName });
      });
      wakeMail();
      return ok(
        'A confirmation code has been sent to the new address. Until you confirm it, sign in with your current address.',
        'Kod potwierdzający wysłaliśmy na nowy adres. Do czasu potwierdzenia logujesz się dotychczasowym adresem.',
      );
    },

    async confirmEmailChange(userId: string, code: string): Promise<ConfirmationT> {
      const u = await requireUser(userId);
      const record = await latestOpenCode(db, u.id, 'email_change');
      await checkCode(record, code, invalidCode);
      await db
        .transaction(async (tx) => {
          if (!(await consumeCode(tx, record!.id, now()))) throw invalidCode();
          await tx.update(users).set({ email: record!.email, emailVerified: true }).where(eq(users.id, u.id));
        })
        .catch((err) => {
          if (
            (err as { code?: string; cause?: { code?: string } }).code === '23505' ||
            (err as { cause?: { code?: string } }).cause?.code === '23505'
          ) {
            throw fail(
              409,
              'email_taken',
              'An account with this e-mail address already exists.',
              'Konto z tym adresem e-mail już istnieje.',
            );
          }
          throw err;
        });
      return ok('Your e-mail address has been changed.', 'Adres e-mail został zmieniony.');
    },

    async deleteMe(userId: string, password: string): Promise<{ avatarFile: string | null } & ConfirmationT> {
      const u = await requireUser(userId);
      if (!u.passwordHash) {
        throw fail(
          409,
          'password_not_set',
          'Set a password first (POST /auth/set-password): deleting an account needs password re-authentication.',
          'Najpierw ustaw hasło (POST /auth/set-password): usunięcie konta wymaga potwierdzenia hasłem.',
        );
      }
      await reauthenticate(u, password);
      const live = await liveTenantsOwnedBy(db, u.id);
      if (live.length > 0) {
        throw fail(
          409,
          'sole_owner_of_live_tenant',
          'You are the sole owner of a live business account. Transfer or delete it first.',
          'Jesteś jedynym właścicielem aktywnego konta firmowego. Najpierw je przekaż lub usuń.',
          { details: { tenant_ids: live } },
        );
      }
      const at = now();
      await db.transaction(async (tx) => {
        await tx.delete(accountCodes).where(eq(accountCodes.userId, u.id));
        // The sessions' devices and addresses are personal data too.
        await deleteSessionsOf(tx, u.id);
        await tx
          .update(users)
          .set({
            email: null,
            passwordHash: null,
            fullName: null,
            smsPhone: null,
            avatarFile: null,
            googleSubject: null,
            twoFactorEnabled: false,
            totpSecret: null,
            totpPendingSecret: null,
            deletedAt: at,
            tokensValidAfter: at,
          })
          .where(and(eq(users.id, u.id), isNull(users.deletedAt)));
      });
      return {
        avatarFile: u.avatarFile,
        ...ok(
          'Your account has been deleted and every session ended.',
          'Konto zostało usunięte, a wszystkie sesje zakończone.',
        ),
      };
    },

    async setAvatar(
      userId: string,
      file: string | null,
    ): Promise<{ previous: string | null; user: UserResponseT }> {
      const u = await requireUser(userId);
      const [row] = await db.update(users).set({ avatarFile: file }).where(eq(users.id, u.id)).returning();
      return { previous: u.avatarFile, user: await toResponse(row!) };
    },
  };
}
