/** What the phone simulator says about a call on its own (the agent and the phone line say the rest). */
export const PHONE_MESSAGES = {
  placeFailed: 'The call could not be placed. Please try again.',
  invalidNumber: 'Enter a phone number in E.164 format (e.g., +12125551234) or a 10-digit US number.',
  relayFailed: 'The phone line could not be reached. Please try again.',
  dropped: 'The line was disconnected. The call has ended.',
  saveFailed: 'The call ended, but it could not be saved. Please check Recent Calls in a moment.',
  recognitionStopped: (code: string) => `Speech recognition stopped working (${code}). You can keep talking by typing.`,
  /** A real line records a message after the tone (<Record>); the sandbox line has no recorder for it. */
  messageNotSimulated: 'On a real phone line the caller would now leave a message after the tone. The sandbox line ends the call here.',
  /** A transfer bridges a real phone (<Dial>), which the sandbox line cannot do. */
  transferNotSimulated: 'The sandbox line cannot connect a real phone, so the call ends here. The transfer is saved with the call.',
} as const;
