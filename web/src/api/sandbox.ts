/** The sandbox phone line as the phone simulator drives it (POST /api/sandbox/...). */
export type { SandboxCall, SandboxDial, SandboxDialAnswer, SandboxSay } from '@landline/api';
