/** 'Welcome back' + company name, else display name, else 'there'. */
export function greetingName(profile: { companyName?: string | null; displayName?: string | null } | undefined): string {
  return profile?.companyName?.trim() || profile?.displayName?.trim() || 'there';
}
