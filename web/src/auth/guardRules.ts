/** Paths reachable while onboarding is not completed (spec: /onboarding itself and any /test/... path). */
export function isOnboardingExempt(pathname: string): boolean {
  return pathname === '/onboarding' || pathname.startsWith('/test/');
}
