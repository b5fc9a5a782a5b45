/** A fixture of an API shape holding only the fields the rule under test reads (the server sends them all). */
export type DeepPartial<T> = T extends (infer E)[] ? DeepPartial<E>[] : T extends object ? { [K in keyof T]?: DeepPartial<T[K]> | null } : T;

export const partial = <T>(value: DeepPartial<T>): T => value as T;
