import type { CompanyData, OnboardingData, OnboardingStepKey } from './onboardingSteps';
import { onboardingSteps } from './onboardingSteps';

/** What the Company step holds before it is submitted (the number of properties may be half typed). */
export type CompanyDraft = Partial<Omit<CompanyData, 'propertyCount'>> & { propertyCount?: number | string };

/** The onboarding in progress, kept in the tab's session storage so a reload resumes it. */
export interface OnboardingDraft {
  stepKey: OnboardingStepKey | null;
  withCompany: boolean | null;
  data: OnboardingData;
  companyDraft?: CompanyDraft;
}

const VERSION = 1;
const STEP_KEYS: readonly string[] = onboardingSteps.map((step) => step.key);

export function draftKey(userId: string): string {
  return `landline.onboarding.${userId}`;
}

/** The saved draft of this user, or null when there is none or it cannot be read. */
export function loadDraft(storage: Pick<Storage, 'getItem'>, userId: string): OnboardingDraft | null {
  try {
    const raw = storage.getItem(draftKey(userId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<OnboardingDraft> & { version?: number };
    if (parsed.version !== VERSION || !parsed.data || typeof parsed.data !== 'object') return null;
    const stepKey = typeof parsed.stepKey === 'string' && STEP_KEYS.includes(parsed.stepKey) ? parsed.stepKey : null;
    const withCompany = typeof parsed.withCompany === 'boolean' ? parsed.withCompany : null;
    return { stepKey, withCompany, data: parsed.data, ...(parsed.companyDraft ? { companyDraft: parsed.companyDraft } : {}) };
  } catch {
    return null;
  }
}

/**
 * Whether a saved draft is picked up: always before the agent exists; once it does (the Test step),
 * only when the page was reloaded, so opening /onboarding afresh starts a new AI employee.
 */
export function resumesDraft(draft: OnboardingDraft | null, reloaded: boolean): draft is OnboardingDraft {
  return draft !== null && (draft.stepKey !== 'test' || reloaded);
}

/** The document was loaded by a reload. */
export function pageWasReloaded(): boolean {
  const entry = window.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return entry?.type === 'reload';
}

export function saveDraft(storage: Pick<Storage, 'setItem'>, userId: string, draft: OnboardingDraft): void {
  try {
    storage.setItem(draftKey(userId), JSON.stringify({ version: VERSION, ...draft }));
  } catch {
    // Storage full or disabled: the onboarding still works, it just does not survive a reload.
  }
}

export function clearDraft(storage: Pick<Storage, 'removeItem'>, userId: string): void {
  try {
    storage.removeItem(draftKey(userId));
  } catch {
    // Nothing to clear.
  }
}

/** Whether the owner has entered anything a departure would lose (the Test step has nothing left to lose). */
export function hasUnsavedOnboarding(draft: Pick<OnboardingDraft, 'stepKey' | 'data' | 'companyDraft'>): boolean {
  if (draft.stepKey === 'test') return false;
  const { company, template, phone, customize } = draft.data;
  return Boolean(company || template || phone || customize || draft.companyDraft);
}
