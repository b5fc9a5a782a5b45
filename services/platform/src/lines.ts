/**
 * The fixed lines an AI employee speaks in place of the dialog engine's words, word for word as the spec
 * quotes them, with their Spanish versions: the dialog service, the phone relay and the browser each say
 * them, so they live here once.
 */
export const ENGINE_LINES = {
  /** Prefixes the reply that follows one the caller interrupted. */
  resume: { en: 'Sorry, let me continue - ', es: 'Perdón, permítame continuar - ' },
  /** The engine could not be reached. */
  chatFailure: {
    en: "I'm sorry, I'm having trouble connecting right now. Please try again later.",
    es: 'Lo siento, tengo problemas de conexión en este momento. Por favor, inténtelo más tarde.',
  },
  /** The engine answered with nothing. */
  emptyReply: {
    en: "I'm sorry, I encountered an issue. Could you please repeat that?",
    es: 'Lo siento, tuve un problema. ¿Podría repetir eso, por favor?',
  },
} as const;

/** Caller input of this many characters or fewer is ignored (a cough, a stray 'uh'). */
export const MIN_IGNORED_LENGTH = 2;

export const isIgnorable = (message: string) => Array.from(message.trim()).length <= MIN_IGNORED_LENGTH;
