import { DELETE_CONFIRMATION } from '@landline/api/constants';
import { PASSWORD_TOO_SHORT, MIN_PASSWORD_LENGTH } from '../../auth/validation';
import { toDate } from '../../api/serverTime';

export { DELETE_CONFIRMATION };
const PASSWORDS_DIFFER = 'Passwords do not match';
export const PASSWORD_CHANGED = 'Password changed. Sign in with your new password.';
export const PROFILE_SAVED = 'Profile saved';
export const ACCOUNT_DELETED = 'Your account was deleted';

export interface PasswordDraft {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The sign-up rule for the new password, and the confirmation must match. */
export function validatePasswordChange(draft: PasswordDraft): Partial<Record<keyof PasswordDraft, string>> {
  const errors: Partial<Record<keyof PasswordDraft, string>> = {};
  if (!draft.currentPassword) errors.currentPassword = 'Current password is required';
  if (draft.newPassword.length < MIN_PASSWORD_LENGTH) errors.newPassword = PASSWORD_TOO_SHORT;
  if (draft.confirmPassword !== draft.newPassword) errors.confirmPassword = PASSWORDS_DIFFER;
  return errors;
}

export function receivedOn(createdAt: string): string {
  const date = toDate(createdAt);
  if (!date) return 'Request received';
  return `Request received on ${date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}`;
}

export interface UsageLine {
  key: 'agents' | 'numbers' | 'minutes';
  label: string;
  used: number | null;
  limit: number | null;
}

/** "3 of 5", "3 (no limit)", or "—" while a figure is unknown. */
export function usageText(line: UsageLine): string {
  if (line.used === null) return '—';
  return line.limit === null ? `${line.used} (no limit)` : `${line.used} of ${line.limit}`;
}
