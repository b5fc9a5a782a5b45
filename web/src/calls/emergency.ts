/**
 * The maintenance demo employees (Sarah, Sofia) hand emergencies to the emergency employee: their line
 * "I'm transferring you to our emergency team now." / "Le voy a transferir con nuestro equipo de
 * emergencias ahora." is what the demo dialog listens for.
 */
const EMERGENCY_TEAM = [/\bemergency team\b/i, /\bequipo de emergencias?\b/i];

export function mentionsEmergencyTeam(line: string): boolean {
  return EMERGENCY_TEAM.some((pattern) => pattern.test(line));
}
