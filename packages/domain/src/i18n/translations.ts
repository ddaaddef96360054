// No zod here: the storefront's first load reads these types' tables.

/**
 * The Portuguese of a table of English texts that the domain owns (spec messages, server messages, rules):
 * the same keys, a text for each text and a function of the same arguments for each function. Kept beside the
 * English so the server's e-mails and the web use the same words, and a missing one fails the type check.
 */
export type TTranslations<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

/** The same for a table of which only some texts reach travellers (the rest stays English). */
export type TPartialTranslations<T> = Partial<TTranslations<T>>;
